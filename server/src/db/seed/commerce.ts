import type { Kysely } from 'kysely';
import { AD_FREE_PRODUCT_LINE } from '../../domain/accounts.js';
import '../../modules/commerce/tables.js';
import type { Database } from '../types.js';
import type { SeedStep } from './types.js';

/** The AD_FREE product (the contract's product 93, group 51, line 11). */
export const AD_FREE_PRODUCT_ID = 93;
export const AD_FREE_PLANS = [
  { idProductPricing: 1101, amount: 99, oldAmount: null, durationDays: 30, durationCode: 'MONTHLY', durationName: 'Monthly', promoText: null, planDescription: 'Every lesson, live class and quiz without ads, for 30 days.', sortOrder: 1 },
  { idProductPricing: 1102, amount: 799, oldAmount: 1188, durationDays: 365, durationCode: 'ANNUAL', durationName: 'Annual', promoText: 'Save 33%', planDescription: 'A whole school year without ads, for 365 days.', sortOrder: 2 },
] as const;
export const DEMO_COUPONS = [
  { couponCode: 'FREETRIAL7', description: '7 days of ad-free learning, free.', couponType: 'TRIAL', extensionDuration: 7, discount: 0 },
  { couponCode: 'SAVE20', description: '20% off any ad-free plan.', couponType: 'DISCOUNT', extensionDuration: 0, discount: 20 },
] as const;

const NOTIFICATIONS = [
  { key: 'welcome', header: 'Welcome to Vistas Learning', content: 'Start with your subjects on the Home page, and ask the AI assistant whenever you are stuck.', ageHours: 72 },
  { key: 'live', header: 'Live class this week', content: 'A live Maths revision class for your class is scheduled this week. Open Home to see the time.', ageHours: 30 },
  { key: 'quiz', header: 'New chapter quizzes', content: 'New chapter quizzes are ready. Finish a chapter and test yourself to unlock the next one.', ageHours: 6 },
  { key: 'tip', header: 'Study tip', content: 'Short, daily practice beats long sessions. Try 20 minutes a day with one chapter quiz.', ageHours: 1 },
];

/** The AD_FREE_SUBSCRIPTION product and its plans (every environment, production too). */
export const commerceCatalogueSeed: SeedStep = {
  name: 'commerce-catalogue',
  scope: 'catalogue',
  async run(db: Kysely<Database>, ctx) {
    const now = ctx.clock.now();
    if (!(await db.selectFrom('product').select('idProduct').where('idProduct', '=', AD_FREE_PRODUCT_ID).executeTakeFirst())) {
      await db
        .insertInto('product')
        .values({
          idProduct: AD_FREE_PRODUCT_ID,
          idProductGroup: 51,
          idClassStandard: null,
          idSubject: null,
          monthlySubcrAmt: 99,
          annualSubscrAmt: 799,
          qtrSubscrAmt: null,
          ageGroup: null,
          productName: 'Ad-free Premium',
          productCd: 'AD_FREE_SUBSCRIPTION',
          batchSize: null,
          extraCurrCategory: null,
          idProductLine: AD_FREE_PRODUCT_LINE,
          idSyllabus: null,
          idState: null,
          activeFlag: 1,
        })
        .execute();
    }
    for (const p of AD_FREE_PLANS) {
      if (await db.selectFrom('product_pricing').select('idProductPricing').where('idProductPricing', '=', p.idProductPricing).executeTakeFirst()) continue;
      await db
        .insertInto('product_pricing')
        .values({
          ...p,
          idProduct: AD_FREE_PRODUCT_ID,
          amountCode: `INR_${p.amount}`,
          amountName: `₹${p.amount}`,
          idProductDuration: p.durationDays,
          couponCode: null,
          iosEnabled: 0,
          activeFlag: 1,
        })
        .execute();
    }
  },
};

/** Demo coupons (a trial and a discount) and a few notifications for each demo student (never in production). */
export const commerceSeed: SeedStep = {
  name: 'commerce',
  async run(db: Kysely<Database>, ctx) {
    const now = ctx.clock.now();
    for (const c of DEMO_COUPONS) {
      if (await db.selectFrom('coupon').select('idCoupon').where('couponCode', '=', c.couponCode).executeTakeFirst()) continue;
      await db
        .insertInto('coupon')
        .values({ ...c, startDate: '2024-01-01', endDate: '2099-12-31', isActive: 1, isVisible: 1, usedCount: 0, totalCount: 100000, batchName: 'demo', createdAt: now.toISOString() })
        .execute();
    }
    const students = await db.selectFrom('app_user').select(['userSurId', 'mobileNumber']).where('mobileNumber', 'in', ['9000000001', '9000000002', '9000000003']).execute();
    for (const s of students) {
      for (const n of NOTIFICATIONS) {
        const seedKey = `demo:${s.mobileNumber}:${n.key}`;
        if (await db.selectFrom('user_notification').select('idUserNotification').where('seedKey', '=', seedKey).executeTakeFirst()) continue;
        const at = new Date(now.getTime() - n.ageHours * 3600 * 1000).toISOString();
        await db
          .insertInto('user_notification')
          .values({ idVlUser: s.userSurId, header: n.header, content: n.content, isNotViewed: 1, seedKey, createdAt: at, updatedAt: at, createdBy: null, updatedBy: null })
          .execute();
      }
    }
  },
};
