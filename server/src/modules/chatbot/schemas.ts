import { z } from 'zod';
import { documentSchema } from '../../http/envelope.js';
import { idParam, pageNumberParam, shortText } from '../../http/schemas.js';

/** Longest question and answer stored (the assistant's own input limit is far below these). */
export const QUESTION_MAX = 4000;
export const ANSWER_MAX = 50_000;
/** get-chatbot-qa page size: default 10 (the contract), at most 50. */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

export const saveBody = z.object({
  /** Sent by the web client; when present it must be the caller. */
  userId: z.number().int().positive().nullish(),
  // Empty values get the contract's own messages from the service.
  question: shortText(QUESTION_MAX).nullish(),
  answer: shortText(ANSWER_MAX).nullish(),
});

export const listQuery = z.object({
  /** When present it must be the caller's userSurId. */
  userSurId: idParam.optional(),
  page: pageNumberParam.optional(),
  size: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_PAGE_SIZE, `must be between 1 and ${MAX_PAGE_SIZE}`)
    .optional(),
  direction: z
    .string()
    .trim()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(['asc', 'desc']))
    .optional(),
});

export const deleteQuery = z.object({ idChatbotQa: idParam });

const pair = z.object({ idChatbotQa: z.number().int(), question: z.string(), answer: z.string() });
const row = pair.extend({
  idVlUser: z.number().int(),
  status: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const sort = z.object({ sorted: z.boolean(), unsorted: z.boolean(), empty: z.boolean() });

export const saveResponse = documentSchema(pair);
export const listResponse = documentSchema(
  z.object({
    content: z.array(row),
    pageable: z.union([z.object({ sort, offset: z.number(), pageNumber: z.number(), pageSize: z.number(), paged: z.boolean(), unpaged: z.boolean() }), z.literal('INSTANCE')]),
    totalPages: z.number(),
    totalElements: z.number(),
    last: z.boolean(),
    size: z.number(),
    number: z.number(),
    sort,
    numberOfElements: z.number(),
    first: z.boolean(),
    empty: z.boolean(),
  }),
);
export const deleteResponse = documentSchema(z.boolean());
