import crypto from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/types.js';
import { AD_FREE_PRODUCT_LINE } from '../../domain/accounts.js';
import { istDate } from '../../domain/time.js';
import type { Principal } from '../../http/auth.js';
import { doc } from '../../http/envelope.js';
import { AppError, Messages } from '../../http/errors.js';
import type { CommerceConfig } from './config.js';
import { PaymentMessages, type PaymentGateway } from './payments.js';
import './tables.js';
import type { Coupon, Product, ProductPricing, StudentOrder } from './tables.js';

export const AD_FREE_PRODUCT_CD = 'AD_FREE_SUBSCRIPTION';

export const CommerceMessages = {
  plansOk: 'Subscription plan data fetched successfully!',
  noPlans: 'No product found.',
  noProducts: 'No Products Found!',
  productsOk: 'Request Sucessfull',
  postLogin: 'Fetching user subscription details',
  requestOk: 'Request Sucessfull',
  subNotFound: 'User subscription not found',
  noActivePaid: 'No active payment subscription found for the current user.',
  expired: 'Your product subscription is expired!',
  notExpired: 'Your product subscription is not expired yet!',
  alreadyActive: 'Your subscription is not expired yet!',
  cartOk: 'Request Sucessfull',
  orderOk: 'Request Sucessfull',
  orderNotFound: 'Order not found',
  invalidPlan: 'Invalid subscription plan selected.',
  premiumRequired: 'Please purchase premium subscription to access this content.',
  couponMissing: 'Coupon does not exist!',
  couponNoneLeft: 'No Coupons Left',
  couponInactive: 'Coupon is not Activated',
  couponExpired: 'Coupon got Expired',
  couponOk: 'Request Sucessfull',
  // new-auth-signup's coupon texts
  signupCouponInvalid: 'Invalid coupon code',
  signupCouponInactive: 'Sorry, the coupon code entered is not currently active',
  signupCouponExpired: 'Sorry, This coupon has expired.',
  signupCouponClaimed: 'Sorry, This coupon has already been claimed.',
} as const;

const DAY_MS = 24 * 3600 * 1000;
const addDays = (date: string, days: number) => new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

type Db = Kysely<Database> | Transaction<Database>;

export interface PlanDto {
  idProduct: number;
  idProductGroup: number | null;
  idProductLine: number;
  productName: string;
  productCd: string;
  idProductPricing: number;
  promoText: string | null;
  planDescription: string | null;
  idProductAmount: number;
  amount: number;
  oldAmount: number | null;
  amountCode: string | null;
  amountName: string | null;
  idProductDuration: number | null;
  duration: number;
  durationCode: string;
  durationName: string;
  couponCode: string | null;
  iosEnabled: boolean;
}

/** Products, plans, coupons, orders and the AD_FREE subscription they activate. */
export class CommerceService {
  constructor(
    private readonly ctx: AppContext,
    readonly config: CommerceConfig,
    readonly gateway: PaymentGateway | null,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  private today(): string {
    return istDate(this.ctx.clock.now());
  }

  private nowIso(): string {
    return this.ctx.clock.now().toISOString();
  }

  // --- products and plans ------------------------------------------------------------------

  static planDto(p: Product, pr: ProductPricing): PlanDto {
    return {
      idProduct: p.idProduct,
      idProductGroup: p.idProductGroup,
      idProductLine: p.idProductLine,
      productName: p.productName,
      productCd: p.productCd,
      idProductPricing: pr.idProductPricing,
      promoText: pr.promoText,
      planDescription: pr.planDescription,
      idProductAmount: pr.idProductPricing,
      amount: pr.amount,
      oldAmount: pr.oldAmount,
      amountCode: pr.amountCode,
      amountName: pr.amountName,
      idProductDuration: pr.idProductDuration,
      duration: pr.durationDays,
      durationCode: pr.durationCode,
      durationName: pr.durationName,
      couponCode: pr.couponCode,
      iosEnabled: pr.iosEnabled === 1,
    };
  }

  async plans(productCd: string) {
    const rows = await this.db
      .selectFrom('product as p')
      .innerJoin('product_pricing as pr', 'pr.idProduct', 'p.idProduct')
      .selectAll('p')
      .select([
        'pr.idProductPricing', 'pr.amount', 'pr.oldAmount', 'pr.amountCode', 'pr.amountName', 'pr.idProductDuration', 'pr.durationDays',
        'pr.durationCode', 'pr.durationName', 'pr.promoText', 'pr.planDescription', 'pr.couponCode', 'pr.iosEnabled', 'pr.sortOrder',
        'pr.activeFlag as pricingActive',
      ])
      .where('p.productCd', '=', productCd)
      .where('p.activeFlag', '=', 1)
      .where('pr.activeFlag', '=', 1)
      .orderBy('pr.sortOrder')
      .orderBy('pr.idProductPricing')
      .execute();
    if (!rows.length) throw new AppError(500, CommerceMessages.noPlans);
    return doc(
      rows.map((r) => CommerceService.planDto(r as unknown as Product, { ...(r as unknown as ProductPricing), activeFlag: 1 })),
      CommerceMessages.plansOk,
    );
  }

  async productList(q: { idProductLine?: number; idState?: number; idSyllabus?: number; idClassStandard?: number }) {
    let query = this.db.selectFrom('product').selectAll().where('activeFlag', '=', 1);
    if (q.idProductLine !== undefined && q.idProductLine !== -1) query = query.where('idProductLine', '=', q.idProductLine);
    if (q.idState !== undefined && q.idState !== -1) query = query.where('idState', '=', q.idState);
    if (q.idSyllabus !== undefined && q.idSyllabus !== -1) query = query.where('idSyllabus', '=', q.idSyllabus);
    if (q.idClassStandard !== undefined && q.idClassStandard !== -1) query = query.where('idClassStandard', '=', q.idClassStandard);
    const rows = await query.orderBy('idProduct').limit(500).execute();
    if (!rows.length) throw new AppError(500, CommerceMessages.noProducts);
    return doc(rows.map((r) => ({ ...r, activeFlag: r.activeFlag === 1 })), CommerceMessages.productsOk);
  }

  private async pricing(idProduct: number, idProductPricing: number) {
    const row = await this.db
      .selectFrom('product_pricing as pr')
      .innerJoin('product as p', 'p.idProduct', 'pr.idProduct')
      .selectAll('p')
      .select(['pr.idProductPricing', 'pr.amount', 'pr.durationDays', 'pr.durationCode', 'pr.durationName', 'pr.activeFlag as pricingActive'])
      .where('pr.idProductPricing', '=', idProductPricing)
      .where('pr.idProduct', '=', idProduct)
      .executeTakeFirst();
    if (!row || row.activeFlag !== 1 || row.pricingActive !== 1 || row.idProductLine !== AD_FREE_PRODUCT_LINE) {
      throw new AppError(400, CommerceMessages.invalidPlan);
    }
    return row;
  }

  /** Throws unless the plan can be bought now (checked before a signup creates the account). */
  async assertPurchasable(plan: { idProduct: number; idProductPricing: number }): Promise<void> {
    if (!this.gateway) throw new AppError(503, PaymentMessages.unavailable);
    await this.pricing(plan.idProduct, plan.idProductPricing);
  }

  // --- coupons --------------------------------------------------------------------------------

  async findCoupon(code: string): Promise<Coupon | null> {
    const c = code.trim().toUpperCase();
    if (!c) return null;
    return (await this.db.selectFrom('coupon').selectAll().where(sql<string>`upper(coupon_code)`, '=', c).executeTakeFirst()) ?? null;
  }

  /** GET special-offer/get-coupon-description. */
  async couponDescription(code: string) {
    const coupon = await this.findCoupon(code);
    if (!coupon) throw new AppError(500, CommerceMessages.couponMissing);
    if (coupon.usedCount >= coupon.totalCount) throw new AppError(500, CommerceMessages.couponNoneLeft);
    const today = this.today();
    if (coupon.isActive !== 1 || coupon.startDate > today) throw new AppError(500, CommerceMessages.couponInactive);
    if (coupon.endDate < today) throw new AppError(500, CommerceMessages.couponExpired);
    return doc({ description: coupon.description, couponType: coupon.couponType }, CommerceMessages.couponOk);
  }

  /** The signup flavour of the coupon checks (its own texts); claims are per user. */
  async signupCoupon(code: string): Promise<Coupon> {
    const coupon = await this.findCoupon(code);
    if (!coupon) throw new AppError(500, CommerceMessages.signupCouponInvalid);
    const today = this.today();
    if (coupon.isActive !== 1 || coupon.startDate > today) throw new AppError(500, CommerceMessages.signupCouponInactive);
    if (coupon.endDate < today) throw new AppError(500, CommerceMessages.signupCouponExpired);
    if (coupon.usedCount >= coupon.totalCount) throw new AppError(500, CommerceMessages.signupCouponClaimed);
    return coupon;
  }

  /** Counts a claim; false when this user already claimed it or none are left (checked atomically). */
  async claimCoupon(trx: Db, coupon: Coupon, userSurId: number): Promise<void> {
    const existing = await trx.selectFrom('coupon_claim').select('idCoupon').where('idCoupon', '=', coupon.idCoupon).where('userSurId', '=', userSurId).executeTakeFirst();
    if (existing) throw new AppError(500, CommerceMessages.signupCouponClaimed);
    const r = await trx
      .updateTable('coupon')
      .set((eb) => ({ usedCount: eb('usedCount', '+', 1) }))
      .where('idCoupon', '=', coupon.idCoupon)
      .where('usedCount', '<', coupon.totalCount)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new AppError(500, CommerceMessages.signupCouponClaimed);
    await trx.insertInto('coupon_claim').values({ idCoupon: coupon.idCoupon, userSurId, claimedAt: this.nowIso() }).execute();
  }

  // --- subscriptions --------------------------------------------------------------------------

  private async adFreeProduct(db: Db = this.db): Promise<Product | null> {
    return (await db.selectFrom('product').selectAll().where('productCd', '=', AD_FREE_PRODUCT_CD).where('idProductLine', '=', AD_FREE_PRODUCT_LINE).orderBy('idProduct').executeTakeFirst()) ?? null;
  }

  /** The latest AD_FREE subscription row of a user (active or not). */
  private async latestAdFree(userSurId: number) {
    return this.db
      .selectFrom('student_subscription')
      .selectAll()
      .where('userSurId', '=', userSurId)
      .where('idProductLine', '=', AD_FREE_PRODUCT_LINE)
      .orderBy('nextPaymentDate', 'desc')
      .orderBy('idStudentSubscription', 'desc')
      .executeTakeFirst();
  }

  private async activeAdFree(userSurId: number) {
    return this.db
      .selectFrom('student_subscription')
      .selectAll()
      .where('userSurId', '=', userSurId)
      .where('idProductLine', '=', AD_FREE_PRODUCT_LINE)
      .where('activeFlag', '=', 1)
      .where('nextPaymentDate', '>=', this.today())
      .orderBy('nextPaymentDate', 'desc')
      .executeTakeFirst();
  }

  /** A free trial of `days` days of AD_FREE (TRIAL coupon at signup). */
  async grantTrial(trx: Db, user: { userSurId: number; idStudent: number }, days: number, idCoupon: number): Promise<void> {
    // Inside the caller's transaction (SQLite has one connection: never query outside it).
    const product = await this.adFreeProduct(trx);
    const now = this.nowIso();
    const today = this.today();
    await trx
      .insertInto('student_subscription')
      .values({
        idStudent: user.idStudent,
        idBatch: null,
        idProduct: product?.idProduct ?? null,
        purchaseDate: now,
        nextPaymentDate: addDays(today, days),
        lastPaymentDate: today,
        subscriptionEndDate: addDays(today, days),
        activeFlag: 1,
        purchaseAmount: '0',
        subscriptionType: `${days} Days`,
        purchaseLevel: 'AD_FREE_TRIAL',
        idProductGroup: product?.idProductGroup ?? null,
        idProductLine: AD_FREE_PRODUCT_LINE,
        purchaseType: 'NEW',
        idStudentOrder: null,
        freeFlag: 1,
        specialOfferFlag: 1,
        idSpecialOffer: idCoupon,
        userSurId: user.userSurId,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  }

  private assertSelf(principal: Principal, userSurId: number | undefined) {
    if (userSurId !== undefined && userSurId !== principal.userSurId) throw new AppError(403, Messages.notYours);
  }

  async postLoginFlags(principal: Principal, userSurId?: number) {
    this.assertSelf(principal, userSurId);
    const account = await this.ctx.accounts.load(principal.userSurId);
    if (!account) throw new AppError(401, Messages.unauthorized);
    return doc(await this.ctx.accounts.subscriptionFlag(account.user), CommerceMessages.postLogin);
  }

  async checkUserSubscription(principal: Principal, userSurId?: number) {
    this.assertSelf(principal, userSurId);
    const account = await this.ctx.accounts.load(principal.userSurId);
    if (!account) throw new AppError(401, Messages.unauthorized);
    const flags = await this.ctx.accounts.subscriptionFlag(account.user);
    return doc({ ...flags, isSubscribed: flags.subscribedFlag || flags.trialFlag }, CommerceMessages.requestOk);
  }

  async checkSubscriptionDetails(principal: Principal, userSurId?: number) {
    this.assertSelf(principal, userSurId);
    const sub = await this.activeAdFree(principal.userSurId);
    if (!sub) throw new AppError(404, CommerceMessages.subNotFound);
    return doc({ idStudentSubscription: sub.idStudentSubscription, idStudent: sub.idStudent, userSurId: sub.userSurId, idProduct: sub.idProduct }, CommerceMessages.requestOk);
  }

  async subscribedProduct(principal: Principal) {
    const latest = await this.latestAdFree(principal.userSurId);
    const base = {
      existingSubscription: false,
      expiredSubscription: false,
      freeSubscription: false,
      idStudentSubscription: null as number | null,
      nextPaymentDate: null as string | null,
      productInfo: null as { idProduct: number; productName: string; productCd: string; idProductLine: number } | null,
      showRenewal: false,
      subscriptionType: null as string | null,
    };
    if (!latest) return doc(base, CommerceMessages.noActivePaid);
    const product = latest.idProduct
      ? await this.db.selectFrom('product').select(['idProduct', 'productName', 'productCd', 'idProductLine']).where('idProduct', '=', latest.idProduct).executeTakeFirst()
      : undefined;
    const expired = latest.activeFlag !== 1 || !latest.nextPaymentDate || latest.nextPaymentDate < this.today();
    const daysLeft = latest.nextPaymentDate ? Math.round((new Date(`${latest.nextPaymentDate}T00:00:00Z`).getTime() - new Date(`${this.today()}T00:00:00Z`).getTime()) / DAY_MS) : 0;
    return doc(
      {
        existingSubscription: true,
        expiredSubscription: expired,
        freeSubscription: latest.freeFlag === 1,
        idStudentSubscription: latest.idStudentSubscription,
        nextPaymentDate: latest.nextPaymentDate,
        productInfo: product ?? null,
        showRenewal: expired || daysLeft <= 7,
        subscriptionType: latest.subscriptionType,
      },
      expired ? CommerceMessages.expired : CommerceMessages.notExpired,
    );
  }

  /**
   * GET checkExistingSubOrCreate/{idUser}/{idProduct}: the caller's subscription row for a
   * product. Academic and extra-curricular products (lines 5, 6) are free to follow, so a row is
   * created on first use; AD_FREE (line 11) is only ever created by a payment or a trial.
   */
  async existingOrCreate(principal: Principal, idUser: number, idProduct: number) {
    this.assertSelf(principal, idUser);
    if (!principal.idStudent) throw new AppError(403, Messages.accessDenied);
    const product = await this.db.selectFrom('product').selectAll().where('idProduct', '=', idProduct).where('activeFlag', '=', 1).executeTakeFirst();
    if (!product) throw new AppError(500, 'No Product Found!');
    if (product.idProductLine === AD_FREE_PRODUCT_LINE) {
      const sub = await this.activeAdFree(principal.userSurId);
      if (!sub) throw new AppError(402, CommerceMessages.premiumRequired);
      return doc(sub, CommerceMessages.requestOk);
    }
    const existing = await this.db
      .selectFrom('student_subscription')
      .selectAll()
      .where('userSurId', '=', principal.userSurId)
      .where('idProduct', '=', idProduct)
      .where('activeFlag', '=', 1)
      .executeTakeFirst();
    if (existing) return doc(existing, CommerceMessages.requestOk);
    const now = this.nowIso();
    await this.db
      .insertInto('student_subscription')
      .values({
        idStudent: principal.idStudent,
        idBatch: null,
        idProduct,
        purchaseDate: now,
        nextPaymentDate: null,
        lastPaymentDate: null,
        subscriptionEndDate: null,
        activeFlag: 1,
        purchaseAmount: '0',
        subscriptionType: 'FREE',
        purchaseLevel: 'FREE',
        idProductGroup: product.idProductGroup,
        idProductLine: product.idProductLine,
        purchaseType: 'NEW',
        idStudentOrder: null,
        freeFlag: 1,
        specialOfferFlag: 0,
        idSpecialOffer: null,
        userSurId: principal.userSurId,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    const created = await this.db
      .selectFrom('student_subscription')
      .selectAll()
      .where('userSurId', '=', principal.userSurId)
      .where('idProduct', '=', idProduct)
      .where('activeFlag', '=', 1)
      .executeTakeFirstOrThrow();
    return doc(created, CommerceMessages.requestOk);
  }

  // --- orders and payment ---------------------------------------------------------------------

  private priceWithCoupon(amount: number, coupon: Coupon | null): { discount: number; total: number } {
    if (!coupon || coupon.couponType !== 'DISCOUNT' || coupon.discount <= 0) return { discount: 0, total: amount };
    const discount = Math.min(amount, Math.round((amount * Math.min(coupon.discount, 100)) / 100));
    return { discount, total: amount - discount };
  }

  /** POST /v2/subscription/user-newsubscription (and the plan of new-auth-signup). */
  async newSubscription(userSurId: number, idStudent: number, body: { idProduct: number; idProductPricing: number; couponCode?: string | null }) {
    if (!this.gateway) throw new AppError(503, PaymentMessages.unavailable);
    if (await this.activeAdFree(userSurId)) {
      const active = await this.activeAdFree(userSurId);
      // A trial does not block buying; a paid subscription does.
      if (active && active.freeFlag !== 1) throw new AppError(500, CommerceMessages.alreadyActive);
    }
    const plan = await this.pricing(body.idProduct, body.idProductPricing);
    let coupon: Coupon | null = null;
    if (body.couponCode?.trim()) {
      await this.couponDescription(body.couponCode); // the contract's coupon errors
      coupon = await this.findCoupon(body.couponCode);
    }
    const { discount, total } = this.priceWithCoupon(plan.amount, coupon);
    const gst = Math.round(total - total / (1 + this.config.gstPercent / 100));
    const now = this.nowIso();
    const orderId = `ORD_${this.today().replace(/-/g, '')}_${crypto.randomBytes(6).toString('hex').toUpperCase()}`;
    const inserted = await this.db
      .insertInto('student_order')
      .values({
        orderId,
        userSurId,
        idStudent,
        idProduct: plan.idProduct,
        idProductPricing: plan.idProductPricing,
        idCoupon: coupon && coupon.couponType === 'DISCOUNT' ? coupon.idCoupon : null,
        netPrice: total - gst,
        discount,
        gstPrice: gst,
        totalAmount: total,
        currency: 'INR',
        gateway: this.gateway.name,
        gatewayOrderRef: null,
        gatewayPaymentRef: null,
        orderStatus: 'CREATED',
        purchaseType: 'NEW',
        createdAt: now,
        updatedAt: now,
        paidAt: null,
      })
      .returning('idStudentOrder')
      .executeTakeFirstOrThrow();
    const order = await this.db.selectFrom('student_order').selectAll().where('idStudentOrder', '=', inserted.idStudentOrder).executeTakeFirstOrThrow();
    const payment = await this.gateway.createPayment(order);
    await this.db.updateTable('student_order').set({ gatewayOrderRef: payment.gatewayOrderRef }).where('idStudentOrder', '=', order.idStudentOrder).execute();
    return doc(
      {
        studentOrder: this.orderDto(order, plan.productName, plan.durationName),
        stagingStudentSubscriptions: [
          { idProduct: plan.idProduct, idProductLine: plan.idProductLine, subscriptionType: plan.durationName, purchaseLevel: `${plan.durationCode}_PREMIUM`, durationDays: plan.durationDays, purchaseAmount: String(total) },
        ],
        paymentParameters: payment.parameters,
        cartNetPrice: total - gst,
        cartGSTPrice: gst,
        cartTotalPrice: total,
        cartTotalDiscount: discount,
        purchaseType: 'NEW',
      },
      CommerceMessages.cartOk,
    );
  }

  orderDto(o: StudentOrder, productName: string, durationName: string) {
    return {
      idStudentOrder: o.idStudentOrder,
      orderId: o.orderId,
      orderStatus: o.orderStatus,
      totalAmount: o.totalAmount,
      netPrice: o.netPrice,
      gstPrice: o.gstPrice,
      discount: o.discount,
      currency: o.currency,
      gateway: o.gateway,
      idProduct: o.idProduct,
      idProductPricing: o.idProductPricing,
      productName,
      durationName,
      paidAt: o.paidAt,
      createdAt: o.createdAt,
    };
  }

  private async orderWithNames(where: { idStudentOrder?: number; orderId?: string }) {
    let q = this.db
      .selectFrom('student_order as o')
      .innerJoin('product as p', 'p.idProduct', 'o.idProduct')
      .innerJoin('product_pricing as pr', 'pr.idProductPricing', 'o.idProductPricing')
      .selectAll('o')
      .select(['p.productName', 'pr.durationName', 'pr.durationDays', 'pr.durationCode', 'p.idProductGroup']);
    if (where.idStudentOrder !== undefined) q = q.where('o.idStudentOrder', '=', where.idStudentOrder);
    if (where.orderId !== undefined) q = q.where('o.orderId', '=', where.orderId);
    return q.executeTakeFirst();
  }

  /** GET /subscription/getOrderDetails: only the caller's own orders. */
  async orderDetails(principal: Principal, idStudentOrder: number) {
    const o = await this.orderWithNames({ idStudentOrder });
    if (!o) throw new AppError(404, CommerceMessages.orderNotFound);
    if (o.userSurId !== principal.userSurId) throw new AppError(403, Messages.notYours);
    return doc(this.orderDto(o, o.productName, o.durationName), CommerceMessages.orderOk);
  }

  async orderForCheckout(orderId: string) {
    return this.orderWithNames({ orderId });
  }

  /**
   * Marks an order paid (once) and activates AD_FREE: the new period starts after any
   * subscription still running, so buying early never loses days.
   */
  async markPaid(orderId: string, paymentRef: string | null): Promise<'paid' | 'already' | 'missing'> {
    const o = await this.orderWithNames({ orderId });
    if (!o) return 'missing';
    if (o.orderStatus === 'PAID') return 'already';
    const now = this.nowIso();
    const today = this.today();
    return this.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('student_order')
        .set({ orderStatus: 'PAID', paidAt: now, updatedAt: now, gatewayPaymentRef: paymentRef })
        .where('idStudentOrder', '=', o.idStudentOrder)
        .where('orderStatus', '!=', 'PAID')
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return 'already' as const;
      const running = await trx
        .selectFrom('student_subscription')
        .select(['nextPaymentDate'])
        .where('userSurId', '=', o.userSurId)
        .where('idProductLine', '=', AD_FREE_PRODUCT_LINE)
        .where('activeFlag', '=', 1)
        .where('freeFlag', '=', 0)
        .where('nextPaymentDate', '>=', today)
        .orderBy('nextPaymentDate', 'desc')
        .executeTakeFirst();
      const start = running?.nextPaymentDate && running.nextPaymentDate > today ? running.nextPaymentDate : today;
      const end = addDays(start, o.durationDays);
      await trx
        .insertInto('student_subscription')
        .values({
          idStudent: o.idStudent,
          idBatch: null,
          idProduct: o.idProduct,
          purchaseDate: now,
          nextPaymentDate: end,
          lastPaymentDate: today,
          subscriptionEndDate: end,
          activeFlag: 1,
          purchaseAmount: String(o.totalAmount),
          subscriptionType: o.durationName,
          purchaseLevel: `${o.durationCode}_PREMIUM`,
          idProductGroup: o.idProductGroup,
          idProductLine: AD_FREE_PRODUCT_LINE,
          purchaseType: running ? 'RENEWAL' : 'NEW',
          idStudentOrder: o.idStudentOrder,
          freeFlag: 0,
          specialOfferFlag: o.idCoupon ? 1 : 0,
          idSpecialOffer: o.idCoupon,
          userSurId: o.userSurId,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      if (o.idCoupon) {
        await trx.updateTable('coupon').set((eb) => ({ usedCount: eb('usedCount', '+', 1) })).where('idCoupon', '=', o.idCoupon).execute();
      }
      return 'paid' as const;
    });
  }

  async markCancelled(orderId: string): Promise<void> {
    await this.db
      .updateTable('student_order')
      .set({ orderStatus: 'CANCELLED', updatedAt: this.nowIso() })
      .where('orderId', '=', orderId)
      .where('orderStatus', '=', 'CREATED')
      .execute();
  }
}
