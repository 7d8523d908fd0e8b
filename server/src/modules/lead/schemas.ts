import { z } from 'zod';
import { documentSchema } from '../../http/envelope.js';
import { mobileNumber } from '../../http/schemas.js';

export const sendOtpQuery = z.object({
  mobile: mobileNumber,
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().max(254).pipe(z.union([z.literal(''), z.email()])).optional(),
});

export const verifyOtpQuery = z.object({ mobile: mobileNumber, otp: z.string().trim().min(1).max(10) });

export const forgotSendQuery = z.object({ mobile: mobileNumber });

/** Checked by the service, so "0" gets the contract's own message. */
export const checkMobileQuery = z.object({ mobile: z.string().trim().max(15) });

export const boolResponse = documentSchema(z.boolean());
export const forgotVerifyResponse = documentSchema(
  z.object({
    userSurId: z.number().int(),
    forgotPasswordUsername: z.string(),
    resetLink: z.string(),
    randomString: z.string(),
  }),
);
