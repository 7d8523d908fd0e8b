import type { Generated, Selectable } from 'kysely';
import type { Flag, Iso } from '../../db/types.js';

/** The account and commerce families' tables (migration 0004_commerce), merged into the app's Database type. */
export interface ProductTable {
  idProduct: number;
  idProductGroup: number | null;
  idClassStandard: number | null;
  idSubject: number | null;
  monthlySubcrAmt: number | null;
  annualSubscrAmt: number | null;
  qtrSubscrAmt: number | null;
  ageGroup: string | null;
  productName: string;
  productCd: string;
  batchSize: number | null;
  extraCurrCategory: string | null;
  idProductLine: number;
  idSyllabus: number | null;
  idState: number | null;
  activeFlag: Flag;
}

export interface ProductPricingTable {
  idProductPricing: number;
  idProduct: number;
  /** Whole rupees. */
  amount: number;
  oldAmount: number | null;
  amountCode: string | null;
  amountName: string | null;
  idProductDuration: number | null;
  durationDays: number;
  durationCode: string;
  durationName: string;
  promoText: string | null;
  planDescription: string | null;
  couponCode: string | null;
  iosEnabled: Flag;
  sortOrder: number;
  activeFlag: Flag;
}

export interface CouponTable {
  idCoupon: Generated<number>;
  couponCode: string;
  description: string;
  /** TRIAL (free days of AD_FREE) or DISCOUNT (percent off a plan). */
  couponType: string;
  extensionDuration: number;
  /** Percent off for DISCOUNT coupons. */
  discount: number;
  startDate: string;
  endDate: string;
  isActive: Flag;
  isVisible: Flag;
  usedCount: number;
  totalCount: number;
  batchName: string | null;
  createdAt: Iso;
}

export interface CouponClaimTable {
  idCoupon: number;
  userSurId: number;
  claimedAt: Iso;
}

export type OrderStatus = 'CREATED' | 'PAID' | 'FAILED' | 'CANCELLED';

export interface StudentOrderTable {
  idStudentOrder: Generated<number>;
  orderId: string;
  userSurId: number;
  idStudent: number;
  idProduct: number;
  idProductPricing: number;
  idCoupon: number | null;
  netPrice: number;
  discount: number;
  gstPrice: number;
  totalAmount: number;
  currency: string;
  gateway: string;
  gatewayOrderRef: string | null;
  gatewayPaymentRef: string | null;
  orderStatus: OrderStatus;
  purchaseType: string;
  createdAt: Iso;
  updatedAt: Iso;
  paidAt: Iso | null;
}

export interface UserNotificationTable {
  idUserNotification: Generated<number>;
  idVlUser: number;
  header: string;
  content: string;
  isNotViewed: Flag;
  seedKey: string | null;
  createdAt: Iso;
  updatedAt: Iso;
  createdBy: number | null;
  updatedBy: number | null;
}

export interface SubscriptionRequestTable {
  idSubscriptionRequest: Generated<number>;
  userSurId: number;
  name: string;
  mobileNumber: string;
  source: string;
  /** '' = pending (as the client sends it), then CONTACTED / CLOSED by the team. */
  status: string;
  createdAt: Iso;
  updatedAt: Iso;
}

declare module '../../db/types.js' {
  interface Database {
    product: ProductTable;
    product_pricing: ProductPricingTable;
    coupon: CouponTable;
    coupon_claim: CouponClaimTable;
    student_order: StudentOrderTable;
    user_notification: UserNotificationTable;
    subscription_request: SubscriptionRequestTable;
  }
}

export type Product = Selectable<ProductTable>;
export type ProductPricing = Selectable<ProductPricingTable>;
export type Coupon = Selectable<CouponTable>;
export type StudentOrder = Selectable<StudentOrderTable>;
export type UserNotification = Selectable<UserNotificationTable>;
