import { z } from 'zod';
import { documentSchema } from '../../http/envelope.js';

export const SHARE_VIDEO_TYPES = ['liveclass', 'discover', 'animated', 'short'] as const;

export const getLinkBody = z.object({
  idVideo: z.number().int().positive().max(999_999_999),
  videoType: z.enum(SHARE_VIDEO_TYPES),
  contentType: z.enum(['premium', 'free']),
});
/** The id in the link; checked by the service so a bad one gets the contract's message. */
export const shareParams = z.object({ id: z.string().max(200) });

export const sharedVideoSchema = z.object({
  idShareVideo: z.number().int(),
  videoType: z.string(),
  s3BucketURL: z.string().nullable(),
  vcpVideoId: z.string().nullable(),
  vcpVideoOtp: z.string().nullable(),
  liveClassURL: z.string().nullable(),
  premiumFlag: z.boolean(),
  title: z.string().nullable(),
  subTitle: z.string().nullable(),
  description: z.string().nullable(),
  thumbnailURL: z.string().nullable(),
});

export const linkResponse = documentSchema(z.string());
export const sharedVideoResponse = documentSchema(sharedVideoSchema);
export const viewResponse = documentSchema(z.object({ viewCount: z.number().int() }));
