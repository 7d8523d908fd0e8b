import { z } from 'zod';
import { documentSchema } from '../../http/envelope.js';
import { idParam, pageNumberParam } from '../../http/schemas.js';

export const discoverCategorySchema = z.object({
  idDiscoverVideoCategory: z.number().int(),
  category: z.string(),
  imageLink: z.string().nullable(),
});

export const discoverVideoSchema = z.object({
  idDiscoverVideo: z.number().int(),
  videoLink: z.string(),
  language: z.string(),
  featuredFlag: z.boolean(),
  idDiscoverVideoCategory: z.number().int(),
  uploadedDate: z.string(),
  topic: z.string(),
  videoOtp: z.string().nullable(),
  videoDuration: z.number().int().nullable(),
  postarLoc: z.string().nullable(),
  videoTheme: z.string().nullable(),
  videoDescription: z.string().nullable(),
  totalViews: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.number().int().nullable(),
  updatedBy: z.number().int().nullable(),
});

const sortSchema = z.object({ sorted: z.boolean(), unsorted: z.boolean(), empty: z.boolean() });
export const springPageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    pageable: z.union([
      z.object({ sort: sortSchema, offset: z.number().int(), pageNumber: z.number().int(), pageSize: z.number().int(), paged: z.boolean(), unpaged: z.boolean() }),
      z.literal('INSTANCE'),
    ]),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    last: z.boolean(),
    size: z.number().int(),
    number: z.number().int(),
    sort: sortSchema,
    numberOfElements: z.number().int(),
    first: z.boolean(),
    empty: z.boolean(),
  });

/** A language name as the client sends it ("English", "Hindi"...). */
export const languageParam = z.string().trim().min(1, 'must not be empty').max(50, 'must be at most 50 characters');

export const idParams = z.object({ id: idParam });
export const idLanguageParams = z.object({ id: idParam, language: languageParam });
export const languageParams = z.object({ language: languageParam });
export const pageQuery = z.object({ pageNumber: pageNumberParam.optional() });
export const allVideosQuery = z.object({ pageNumber: pageNumberParam.optional(), language: languageParam.optional() });
export const searchQuery = z.object({ topic: z.string().trim().min(1, 'must not be empty').max(100, 'must be at most 100 characters'), pageNumber: pageNumberParam.optional() });

export const categoryListResponse = documentSchema(z.array(discoverCategorySchema));
export const categoryResponse = documentSchema(discoverCategorySchema);
export const videoListResponse = documentSchema(z.array(discoverVideoSchema));
export const videoResponse = documentSchema(discoverVideoSchema);
export const languageListResponse = documentSchema(z.array(z.string()));
export const videoPageResponse = documentSchema(springPageSchema(discoverVideoSchema).nullable());
