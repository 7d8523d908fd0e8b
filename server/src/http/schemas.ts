import { z } from 'zod';

/** Reusable input schemas. Query values arrive as strings; these convert them. */

/** A whole number in a query or path parameter (`-1` allowed, as the contract uses it for "any"). */
export const intParam = z
  .string()
  .trim()
  .regex(/^-?\d{1,9}$/, 'must be a whole number')
  .transform(Number);

/** A positive id in a query or path parameter. */
export const idParam = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, 'must be a positive whole number')
  .transform(Number)
  .refine((n) => n > 0, 'must be a positive whole number');

/** 0-based page number, bounded. */
export const pageNumberParam = z
  .string()
  .trim()
  .regex(/^\d{1,5}$/, 'must be a whole number from 0')
  .transform(Number)
  .refine((n) => n <= 10_000, 'must be at most 10000');

/** `true`/`false` in a query string. */
export const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');

/** An Indian mobile number as typed: digits only, 10 of them. */
export const mobileNumber = z.string().trim().regex(/^\d{10}$/, 'must be a 10-digit mobile number');

/** A raw string the service checks itself (so the contract's own messages come back). */
export const shortText = (max: number) => z.string().max(max);
