import { call, getData } from '@app/shared';

/** The ad-free product code (spec constant). */
export const AD_FREE_PRODUCT_CD = 'AD_FREE_SUBSCRIPTION';

/** One purchasable plan of a product (GET /v2/Product/user-subscription-product). */
export interface Plan {
  idProduct: number;
  idProductGroup: number | null;
  idProductLine: number;
  productName: string;
  productCd: string;
  idProductPricing: number;
  promoText: string | null;
  planDescription: string | null;
  idProductAmount: number | null;
  amount: number;
  oldAmount: number | null;
  amountCode: string | null;
  amountName: string | null;
  idProductDuration: number | null;
  duration: number;
  durationCode: string;
  durationName: string;
  couponCode: string | null;
  iosEnabled?: boolean;
}

export interface PlanChoice { idProduct: number; idProductPricing: number }

/** Plans shown before an account exists (signup) and on /plans. Public. */
export async function fetchPlans(productCd = AD_FREE_PRODUCT_CD): Promise<Plan[]> {
  const data = await getData<Plan[]>('v2', '/Product/new-auth-subscription-plans', { params: { productCd }, skipErrorToast: true });
  return Array.isArray(data) ? data : [];
}

export interface CouponDescription { description: string; couponType: string }

export function fetchCouponDescription(couponCode: string) {
  return call<CouponDescription>('v1', { method: 'GET', url: '/special-offer/get-coupon-description', params: { couponCode }, skipErrorToast: true });
}

/** Rupees without paise when whole: ₹499, ₹49.50. */
export function formatRupees(amount: number): string {
  const whole = Number.isInteger(amount);
  return `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

export function planLabel(p: Pick<Plan, 'durationName' | 'amount'>): string {
  return `${p.durationName} · ${formatRupees(p.amount)}`;
}
