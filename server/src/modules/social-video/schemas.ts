import { z } from 'zod';
import { documentSchema } from '../../http/envelope.js';
import { boolParam, idParam, pageNumberParam } from '../../http/schemas.js';
import { springPageSchema } from '../discover/schemas.js';

export const COMMENT_MAX_LENGTH = 300;
export const REPORT_REASONS = ['abusive', 'bullying', 'spam', 'inappropriate', 'other'] as const;
/** get-social-videos: default 5 (the contract), at most 100 (the web client asks for 100). */
export const FEED_DEFAULT_SIZE = 5;
export const FEED_MAX_SIZE = 100;

export const commentSchema = z.object({
  idSocialVideoComment: z.number().int(),
  idSocialVideo: z.number().int(),
  comment: z.string(),
  userName: z.string(),
  createdAt: z.string(),
  ownComment: z.boolean(),
});

export const socialVideoSchema = z.object({
  idSocialVideo: z.number().int(),
  idSocialVideoCategory: z.number().int(),
  videoTitle: z.string(),
  videoDescription: z.string().nullable(),
  videoDuration: z.number().int().nullable(),
  totalLikes: z.number().int(),
  totalDisLikes: z.number().int(),
  totalComments: z.number().int(),
  totalViews: z.number().int(),
  completionFlag: z.boolean(),
  thumbnailLink: z.string().nullable(),
  likeFlag: z.boolean(),
  disLikeFlag: z.boolean(),
  uploadedAt: z.string(),
  comments: z.array(commentSchema),
  videoLinks: z.array(z.object({ videoLink: z.string(), resolution: z.string() })),
});

export const reactionSchema = z.object({
  idSocialVideo: z.number().int(),
  totalLikes: z.number().int(),
  totalDisLikes: z.number().int(),
  likeFlag: z.boolean(),
  disLikeFlag: z.boolean(),
});

export const idParams = z.object({ id: idParam });
export const vidParams = z.object({ vid: idParam });
export const pageQuery = z.object({ pageNumber: pageNumberParam.optional() });
export const feedQuery = z.object({
  pageNumber: pageNumberParam.optional(),
  pageSize: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= 1 && n <= FEED_MAX_SIZE, `must be between 1 and ${FEED_MAX_SIZE}`)
    .optional(),
  completeFlag: boolParam.optional(),
});
export const reactionBody = z.object({ likeFlag: z.boolean(), disLikeFlag: z.boolean() });
export const logBody = z.object({
  watchedDuration: z.number().int().min(0).max(36_000),
  completionFlag: z.boolean(),
});
/** Raw text; the service trims it and applies the contract-style messages. */
export const commentBody = z.object({ comment: z.string().max(2000, 'must be at most 2000 characters') });
export const reportBody = z.object({ reason: z.enum(REPORT_REASONS) });

export const videoResponse = documentSchema(socialVideoSchema);
export const videoListResponse = documentSchema(z.array(socialVideoSchema));
export const videoPageResponse = documentSchema(springPageSchema(socialVideoSchema).nullable());
export const categoryListResponse = documentSchema(z.array(z.object({ idSocialVideoCategory: z.number().int(), category: z.string() })));
export const reactionResponse = documentSchema(reactionSchema);
export const viewCountResponse = documentSchema(z.object({ idSocialVideo: z.number().int(), totalViews: z.number().int() }));
export const logResponse = documentSchema(
  z.object({ idSocialVideo: z.number().int(), watchedDuration: z.number().int(), completionFlag: z.boolean(), viewCount: z.number().int(), lastWatchedAt: z.string() }),
);
export const commentResponse = documentSchema(commentSchema);
export const commentPageResponse = documentSchema(springPageSchema(commentSchema).nullable());
export const reportResponse = documentSchema(z.object({ idSocialVideoComment: z.number().int(), reported: z.boolean() }));
