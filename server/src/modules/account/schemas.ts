import { z } from 'zod';
import { idParam } from '../../http/schemas.js';

/** Raw strings for the fields the service checks itself, so the contract's own messages come back. */
const raw = (max: number) => z.string().max(max);
const id = z.number().int().min(-1).max(1_000_000_000);

export const planSchema = z.object({ idProduct: z.number().int().positive(), idProductPricing: z.number().int().positive() });

export const newAuthSignupBody = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: raw(100).nullish(),
  mobileNumber: raw(20),
  otp: raw(10).nullish(),
  deviceId: raw(200).nullish(),
  couponCode: raw(50).nullish(),
  platform: raw(20).nullish(),
  signUpSource: raw(40).nullish(),
  plan: planSchema.nullish(),
});

export const newSignupBody = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: raw(100).nullish(),
  username: z.string().trim().min(1).max(150),
  email: z.string().trim().max(254).pipe(z.union([z.literal(''), z.email()])).nullish(),
  password: z.string().min(8).max(128),
  mobileNumber: raw(20),
  otp: raw(10).nullish(),
  role: raw(30).nullish(),
  idSyllabus: id,
  idStudentMedium: id,
  idClassStandard: id,
  idLanguage: id,
  idState: id,
  referralCode: raw(50).nullish(),
  platform: raw(20).nullish(),
  deviceId: raw(200).nullish(),
});

export const postSignupBody = z.object({
  userSurId: z.number().int().positive(),
  idSyllabus: id,
  idMedium: id,
  idClassStandard: id,
  idSecondaryLanguage: id,
  idState: id,
  idSubject: id.nullish(),
  deviceId: raw(200).nullish(),
});

export const googleLoginBody = z.object({ email: z.string().trim().min(1).max(254), idToken: z.string().min(1).max(4096), deviceId: raw(200).nullish() });
export const googleSignupBody = z.object({
  email: z.string().trim().min(1).max(254),
  idToken: z.string().min(1).max(4096),
  firstName: z.string().trim().max(100).nullish(),
  lastName: raw(100).nullish(),
  mobileNumber: raw(20),
  otp: raw(10).nullish(),
  signupSource: raw(40).nullish(),
  deviceId: raw(200).nullish(),
});

export const resetPasswordQuery = z.object({ idVLUser: idParam, oldPassword: z.string().max(128), newPassword: z.string().min(8).max(128) });
export const resetPasswordBody = z.object({
  idVLUser: z.number().int().positive(),
  oldPassword: z.string().max(128).nullish(),
  newPassword: z.string().min(8).max(128),
  newUserFlag: z.boolean().nullish(),
});
export const newSignupResetQuery = z.object({ newPassword: z.string().min(8).max(128) });

export const subscriptionRequestBody = z.object({
  name: z.string().trim().min(1).max(100),
  mobileNumber: z.string().trim().max(15),
  vlUserId: z.number().int().positive(),
  source: z.string().trim().max(20).nullish(),
  status: z.string().max(20).nullish(),
});
