import { call, getData, STORAGE_KEYS } from '@app/shared';
import type { PlanChoice } from './plans';

/** What the payment gateway needs; the built-in test gateway sends a checkout URL. */
export interface PaymentParameters {
  gateway: string;
  orderId: string;
  idStudentOrder: number;
  amount: number;
  currency: string;
  checkoutUrl?: string;
  [k: string]: unknown;
}

export interface StudentOrder {
  idStudentOrder: number;
  orderId: string;
  orderStatus: 'CREATED' | 'PAID' | 'FAILED' | 'CANCELLED' | string;
  totalAmount: number;
  idProduct: number;
  idProductPricing: number;
  productName: string;
  durationName: string;
  paidAt: string | null;
  createdAt: string;
}

/** CartSummaryDTO of the original backend. */
export interface CartSummary {
  studentOrder: StudentOrder;
  stagingStudentSubscriptions: unknown[];
  paymentParameters: PaymentParameters;
  cartNetPrice: number;
  cartGSTPrice: number;
  cartTotalPrice: number;
  cartTotalDiscount: number;
  purchaseType: string;
}

/** Kept in local storage `paymentParams` (spec) until the payment completes. */
export interface StoredPaymentParams {
  idStudentOrder: number;
  orderId: string;
  amount: number;
  productName: string;
  durationName: string;
  paymentParameters: PaymentParameters;
}

export function toStoredParams(cart: CartSummary): StoredPaymentParams {
  return {
    idStudentOrder: cart.studentOrder.idStudentOrder,
    orderId: cart.studentOrder.orderId,
    amount: cart.cartTotalPrice,
    productName: cart.studentOrder.productName,
    durationName: cart.studentOrder.durationName,
    paymentParameters: cart.paymentParameters,
  };
}

export function savePaymentParams(p: StoredPaymentParams): void {
  try {
    localStorage.setItem(STORAGE_KEYS.paymentParams, JSON.stringify(p));
  } catch {
    /* ignore */
  }
}

export function readPaymentParams(): StoredPaymentParams | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.paymentParams);
    if (!raw) return null;
    const v = JSON.parse(raw) as StoredPaymentParams;
    return v && typeof v.idStudentOrder === 'number' && v.paymentParameters ? v : null;
  } catch {
    return null;
  }
}

export function clearPaymentParams(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.paymentParams);
  } catch {
    /* ignore */
  }
}

/** POST /v2/subscription/user-newsubscription: creates an order for a plan. */
export function createSubscriptionOrder(plan: PlanChoice, couponCode?: string, accessToken?: string) {
  return call<CartSummary>('v2', {
    method: 'POST',
    url: '/subscription/user-newsubscription',
    // Right after signup, before the new session is stored.
    ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}),
    data: { idProduct: plan.idProduct, idProductPricing: plan.idProductPricing, couponCode: couponCode || null, platform: 'web' },
    skipErrorToast: true,
  });
}

export function getOrderDetails(idStudentOrder: number) {
  return getData<StudentOrder>('v1', '/subscription/getOrderDetails', { params: { idStudentOrder }, skipErrorToast: true });
}

/**
 * The gateway's checkout URL with our return address. The test gateway is a page on our
 * own server; a real provider's page works the same way (it comes back to `returnTo`).
 */
export function checkoutHref(p: StoredPaymentParams, returnTo: string): string | null {
  const url = p.paymentParameters.checkoutUrl;
  if (!url) return null;
  const sep = url.includes('?') ? '&' : '?';
  return `${url}${sep}returnUrl=${encodeURIComponent(returnTo)}`;
}

export interface SubscriptionFlags { subscribedFlag: boolean; trialFlag: boolean }

export function fetchSubscriptionFlags(userSurId: number) {
  return getData<SubscriptionFlags>('v1', '/subscription/user-subscription-postlogin', { params: { userSurId }, skipErrorToast: true });
}
