import { z } from 'zod';
import { documentSchema } from '../../http/envelope.js';
import { idParam, mobileNumber } from '../../http/schemas.js';
import { classStandardSchema, stateSchema, syllabusSchema } from '../reference/schemas.js';

const deviceId = z.string().max(200).nullish();

export const loginBody = z.object({
  usernameOrEmail: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(128),
  deviceId,
});

export const sendOtpQuery = z.object({ mobileNumber: z.string().trim().max(15) });

export const verifyLoginBody = z
  .object({
    mobileNumber,
    otp: z.string().trim().max(10).nullish(),
    password: z.string().max(128).nullish(),
    deviceId,
  })
  .refine((b) => !!b.otp || !!b.password, { message: "is required (or send 'password')", path: ['otp'] });

export const checkUsernameQuery = z.object({ userName: z.string().max(254).optional() });

export const correspondingIdsQuery = z.object({
  role: z.enum(['Student', 'Parent', 'Teacher']),
  userId: idParam,
});

export const verifyForgotPasswordQuery = z.object({
  userSurId: idParam,
  randomString: z.string().min(1).max(200),
  forgotPasswordUsername: z.string().min(1).max(254),
  newPassword: z.string().min(8).max(128),
});

export const refreshBody = z.object({ refreshToken: z.string().min(1).max(4096) });

export const logoutQuery = z.object({ secret: z.string().max(100).optional() });

export const logoutDevicesQuery = z.object({
  idUserDevices: z.string().max(2000).optional(),
  allDevices: z.enum(['true', 'false']).optional(),
});

const subscriptionFlag = z.object({ subscribedFlag: z.boolean(), trialFlag: z.boolean() });

export const loginDataSchema = z.object({
  tokenType: z.literal('Bearer'),
  accessToken: z.string(),
  refreshToken: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  secondary_language: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  registeredAs: z.string(),
  userSurId: z.number().int(),
  userId: z.number().int(),
  userProfilePic: z.string().nullable(),
  subscriptionFlag,
  classStandardObject: z.union([classStandardSchema, z.literal(-1)]),
  syllabusObject: z.union([syllabusSchema, z.literal(-1)]),
  stateObject: z.union([stateSchema, z.literal(-1)]),
  validFlag: z.boolean(),
  location: z
    .object({
      'IP Address': z.string(),
      country: z.string(),
      region: z.string(),
      city: z.string(),
      latitude: z.number(),
      longitude: z.number(),
      isp: z.string(),
      zip: z.string(),
    })
    .nullable(),
});

export const loginResponse = documentSchema(loginDataSchema);
export const boolResponse = documentSchema(z.boolean());
export const tokenPairResponse = documentSchema(z.object({ accessToken: z.string(), refreshToken: z.string() }));
export const correspondingIdsResponse = documentSchema(
  z.object({ idStudent: z.number().int().nullable(), idParent: z.number().int().nullable(), idTeacher: z.number().int().nullable() }),
);
export const nullableDataResponse = documentSchema(z.null());
