import { z } from 'zod';

/**
 * The original backend's `Document<T>`: `{data, statusCode, message}`. A global hook sets the
 * HTTP status to `statusCode` for every reply shaped like this (see `app.ts`), so a handler
 * just returns `doc(...)`. Nulls are kept: use `null`, never `undefined`, for empty fields.
 */
export interface Document<T> {
  data: T;
  statusCode: number;
  message: string;
}

export function doc<T>(data: T, message: string, statusCode = 200): Document<T> {
  return { data, statusCode, message };
}

export function isDocument(v: unknown): v is Document<unknown> {
  return (
    typeof v === 'object' &&
    v !== null &&
    'data' in v &&
    'message' in v &&
    typeof (v as { statusCode?: unknown }).statusCode === 'number'
  );
}

/** Response schema of a Document whose `data` is `data` (for validation-free docs and OpenAPI). */
export function documentSchema<T extends z.ZodType>(data: T) {
  return z.object({ data, statusCode: z.number().int(), message: z.string() });
}

/** A Document with `data: null` (errors and bare acknowledgements). */
export const nullDocumentSchema = documentSchema(z.null());

/** Spring's default error JSON, used for the 401 of protected URLs. */
export const springErrorSchema = z.object({
  timestamp: z.string(),
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  path: z.string(),
});
