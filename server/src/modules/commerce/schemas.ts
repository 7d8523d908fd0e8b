import { z } from 'zod';
import { idParam, intParam } from '../../http/schemas.js';

export const productCdQuery = z.object({ productCd: z.string().trim().min(1).max(100) });
export const productListQuery = z.object({
  idProductLine: intParam.optional(),
  idState: intParam.optional(),
  idSyllabus: intParam.optional(),
  idClassStandard: intParam.optional(),
});
export const couponQuery = z.object({ couponCode: z.string().trim().min(1).max(50) });
export const userSurIdQuery = z.object({ userSurId: idParam.optional() });
export const orderQuery = z.object({ idStudentOrder: idParam });
export const existingParams = z.object({ idUser: idParam, idProduct: idParam });
export const newSubscriptionBody = z.object({
  idProduct: z.number().int().positive(),
  idProductPricing: z.number().int().positive(),
  couponCode: z.string().trim().max(50).nullish(),
  platform: z.string().max(20).nullish(),
});
export const checkoutQuery = z.object({
  orderId: z.string().trim().min(1).max(64),
  token: z.string().trim().min(1).max(100),
  returnUrl: z.string().max(500).optional(),
});
export const completeBody = z.object({
  orderId: z.string().trim().min(1).max(64),
  token: z.string().trim().min(1).max(100),
  returnUrl: z.string().max(500).optional(),
  outcome: z.enum(['success', 'cancelled']),
});
export const razorpayCallbackBody = z.object({
  razorpay_order_id: z.string().max(100),
  razorpay_payment_id: z.string().max(100),
  razorpay_signature: z.string().max(200),
});

export const productOneQuery = z.object({ idProduct: idParam.optional(), productCd: z.string().trim().min(1).max(64).optional() });
