import { z } from 'zod';
import { documentSchema } from '../../http/envelope.js';

export const statusV2Query = z.object({
  jwt: z.string().min(1).max(4096),
  isBrowser: z.enum(['true', 'false']).optional(),
});

export const statusResponse = documentSchema(z.object({ isActive: z.boolean() }));
export const statusV2Response = documentSchema(z.object({ isActive: z.boolean(), validFlag: z.boolean() }));

const nullableInt = z.number().int().nullable();

export const userProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  userSurId: z.number().int(),
  classStandard: nullableInt,
  classStandadName: z.string().nullable(),
  idSyllabus: nullableInt,
  syllabusName: z.string().nullable(),
  idState: nullableInt,
  state: z.string().nullable(),
  idStudentMedium: nullableInt,
  medium: z.string().nullable(),
  idSecondLanguage: nullableInt,
  secondLanguageName: z.string().nullable(),
  isProfileEdited: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

const requiredInt = z.number().int().min(-1).max(1_000_000_000);

/** The same DTO; the @NotNull fields of the original are required, the rest optional. */
export const userProfileUpdateBody = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().max(100).nullish(),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.union([z.literal(''), z.email()]))
    .nullish(),
  mobileNumber: z.string().max(15).nullish(),
  userSurId: z.number().int().positive(),
  classStandard: requiredInt,
  classStandadName: z.string().max(100).nullish(),
  idSyllabus: requiredInt,
  syllabusName: z.string().max(100).nullish(),
  idState: requiredInt,
  state: z.string().max(100).nullish(),
  idStudentMedium: requiredInt,
  medium: z.string().max(100).nullish(),
  idSecondLanguage: requiredInt,
  secondLanguageName: z.string().max(100).nullish(),
  isProfileEdited: z.boolean().nullish(),
  /** The code sent to a new `mobileNumber` by POST /v1/user/change-mobile-sendotp. */
  otp: z.string().trim().max(10).nullish(),
});
export type UserProfileUpdate = z.infer<typeof userProfileUpdateBody>;

export const userProfileResponse = documentSchema(userProfileSchema);
export const userProfileUpdateResponse = documentSchema(userProfileSchema);

/** The raw value: the service answers bad numbers with the contract's signup messages. */
export const mobileChangeQuery = z.object({ mobile: z.string().max(20) });
export const mobileChangeResponse = documentSchema(z.boolean());
