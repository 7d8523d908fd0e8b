import { call, getData } from '@app/shared';
import { AD_FREE_PRODUCT_CD, type Plan } from '../../../lib/plans';

export function fetchUserPlans(productCd = AD_FREE_PRODUCT_CD) {
  return getData<Plan[]>('v2', '/Product/user-subscription-product', { params: { productCd }, skipErrorToast: true });
}

/** GET /v2/subscription/get-subscribed-product. */
export interface SubscribedProduct {
  existingSubscription: boolean;
  expiredSubscription: boolean;
  freeSubscription: boolean;
  idStudentSubscription: number | null;
  nextPaymentDate: string | null;
  productInfo: { idProduct: number; productName: string; productCd: string } | null;
  showRenewal: boolean;
  subscriptionType: string | null;
}

export function fetchSubscribedProduct() {
  return call<SubscribedProduct>('v2', { method: 'GET', url: '/subscription/get-subscribed-product', skipErrorToast: true });
}

/** The Subscription request entity (spec). */
export interface SubscriptionRequest { name: string; mobileNumber: string; vlUserId: number; source: 'web'; status: '' }

/** GET /v1/auth/get-subscription-click-status: data true while a request is pending. */
export function fetchSubscriptionRequestPending() {
  return getData<boolean>('v1', '/auth/get-subscription-click-status', { skipErrorToast: true });
}

/** saveSubscriptionRequest: POST /v1/auth/save-subscription-click-details; returns the message. */
export async function saveSubscriptionRequest(req: SubscriptionRequest): Promise<string> {
  const res = await call<unknown>('v1', { method: 'POST', url: '/auth/save-subscription-click-details', data: req, skipErrorToast: true });
  return res.message;
}
