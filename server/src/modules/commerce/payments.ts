import crypto from 'node:crypto';
import { AppError } from '../../http/errors.js';
import type { CommerceConfig } from './config.js';
import type { StudentOrder } from './tables.js';

/** What the browser needs to pay an order: gateway-specific, with a checkout URL for redirect gateways. */
export interface PaymentParameters {
  gateway: 'TEST' | 'RAZORPAY';
  orderId: string;
  idStudentOrder: number;
  amount: number;
  currency: string;
  checkoutUrl?: string;
  [k: string]: unknown;
}

/**
 * The payments port. `createPayment` registers the order with the provider and returns what the
 * browser needs; providers confirm payment through their own callback routes (see routes.ts),
 * which call `CommerceService.markPaid` after verifying the provider's signature.
 */
export interface PaymentGateway {
  readonly name: 'TEST' | 'RAZORPAY';
  createPayment(order: StudentOrder): Promise<{ gatewayOrderRef: string | null; parameters: PaymentParameters }>;
}

export const PaymentMessages = {
  unavailable: 'Payments are not available right now, please try again later.',
} as const;

/**
 * The built-in test gateway: a checkout page on our own server (Pay / Cancel) that marks the
 * order paid without money. Its links carry an HMAC of the order id, so only the page issued
 * for an order can complete it.
 */
export class TestGateway implements PaymentGateway {
  readonly name = 'TEST' as const;
  constructor(private readonly secret: Buffer) {}

  sign(orderId: string): string {
    return crypto.createHmac('sha256', this.secret).update(`test-gateway:${orderId}`).digest('base64url');
  }

  verify(orderId: string, token: string): boolean {
    const expected = Buffer.from(this.sign(orderId));
    const given = Buffer.from(token);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }

  async createPayment(order: StudentOrder) {
    const token = this.sign(order.orderId);
    return {
      gatewayOrderRef: `test_${order.orderId}`,
      parameters: {
        gateway: 'TEST' as const,
        orderId: order.orderId,
        idStudentOrder: order.idStudentOrder,
        amount: order.totalAmount,
        currency: order.currency,
        checkoutUrl: `/api/v1/payment/test-gateway/checkout?orderId=${encodeURIComponent(order.orderId)}&token=${encodeURIComponent(token)}`,
      },
    };
  }
}

/** Razorpay Orders API: the browser opens Razorpay Checkout with these parameters. */
export class RazorpayGateway implements PaymentGateway {
  readonly name = 'RAZORPAY' as const;
  constructor(
    private readonly keys: { keyId: string; keySecret: string; apiBase?: string },
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async createPayment(order: StudentOrder) {
    const res = await this.fetchImpl(`${this.keys.apiBase ?? 'https://api.razorpay.com'}/v1/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${this.keys.keyId}:${this.keys.keySecret}`).toString('base64')}`,
      },
      body: JSON.stringify({ amount: order.totalAmount * 100, currency: order.currency, receipt: order.orderId }),
    });
    if (!res.ok) throw new AppError(503, PaymentMessages.unavailable);
    const body = (await res.json()) as { id?: string };
    if (!body.id) throw new AppError(503, PaymentMessages.unavailable);
    return {
      gatewayOrderRef: body.id,
      parameters: {
        gateway: 'RAZORPAY' as const,
        orderId: order.orderId,
        idStudentOrder: order.idStudentOrder,
        amount: order.totalAmount,
        currency: order.currency,
        key: this.keys.keyId,
        razorpayOrderId: body.id,
        callbackUrl: '/api/v1/payment/razorpay/callback',
      },
    };
  }

  /** Razorpay's checkout signature: HMAC-SHA256(`order_id|payment_id`, key secret), hex. */
  verifySignature(razorpayOrderId: string, razorpayPaymentId: string, signature: string): boolean {
    const expected = crypto.createHmac('sha256', this.keys.keySecret).update(`${razorpayOrderId}|${razorpayPaymentId}`).digest('hex');
    const a = Buffer.from(expected);
    const b = Buffer.from(signature);
    return a.length === b.length && crypto.timingSafeEqual(a, b);
  }
}

export function createGateway(config: CommerceConfig, secret: Buffer): PaymentGateway | null {
  if (config.provider === 'razorpay' && config.razorpay) return new RazorpayGateway(config.razorpay);
  if (config.provider === 'test') return new TestGateway(secret);
  return null;
}
