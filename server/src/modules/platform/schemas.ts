import { z } from 'zod';
import { documentSchema } from '../../http/envelope.js';
import { idParam } from '../../http/schemas.js';

const JSON_FIELD_MAX = 4000;
const boundedJson = <T extends z.ZodType>(schema: T) =>
  schema.refine((v) => JSON.stringify(v).length <= JSON_FIELD_MAX, `must be at most ${JSON_FIELD_MAX} characters as JSON`);

/** The spec's feedback record (what the Firebase adapter writes to its document store). */
export const feedbackBody = z.object({
  device_info: z.object({
    device: z.string().trim().min(1).max(20),
    brand: z.string().max(100),
    osVersion: z.string().max(100),
    browser: z.string().max(100),
    browserVersion: z.string().max(100),
  }),
  network_information: z.object({
    downlink: z.number().nullish(),
    effectiveType: z.string().max(20).nullish(),
    onchange: z.string().max(200).nullish(),
    rtt: z.number().nullish(),
    saveData: z.boolean().nullish(),
  }),
  image_ref: z.string().max(4000),
  user_details: boundedJson(z.record(z.string(), z.unknown())),
  user_message: z.string().trim().min(4).max(150),
  page_url: z.string().max(2048),
});

export const screenshotQuery = z.object({ userSurId: idParam });

/** Only this counter exists (the chatbot's global click count). */
export const counterParams = z.object({
  collection: z.literal('chatbotStatsProd'),
  document: z.literal('globalClicks'),
});

export const errorReportBody = z.object({
  message: z.string().trim().min(1).max(2000),
  name: z.string().max(200).nullish(),
  stack: z.string().max(16_000).nullish(),
  url: z.string().max(2048).nullish(),
  remote: z.string().max(100).nullish(),
  release: z.string().max(100).nullish(),
  level: z.enum(['fatal', 'error', 'warning', 'info', 'debug']).default('error'),
  tags: z.record(z.string().max(100), z.string().max(200)).nullish(),
  extra: boundedJson(z.record(z.string(), z.unknown())).nullish(),
});

export const feedbackResponse = documentSchema(z.object({ id: z.number().int() }));
export const screenshotResponse = documentSchema(z.object({ url: z.string() }));
export const remoteConfigResponse = documentSchema(z.object({ show_short_video_web: z.boolean(), show_feadback_form: z.boolean() }));
export const counterResponse = documentSchema(z.object({ count: z.number().int(), lastUpdated: z.string().nullable() }));
export const errorReportResponse = documentSchema(z.object({ id: z.number().int() }));
