import type { Kysely } from 'kysely';
import { AD_FREE_PRODUCT_LINE, ROLE_STUDENT } from '../../domain/accounts.js';
import { istDate } from '../../domain/time.js';
import { PasswordHasher } from '../../security/passwords.js';
import type { Database } from '../types.js';
import type { SeedContext, SeedStep } from './types.js';

export const DEMO_PASSWORD = 'Student@123';

type Tier = 'premium' | 'trial' | 'basic';

interface DemoStudent {
  mobile: string;
  firstName: string;
  lastName: string;
  email: string;
  tier: Tier;
}

/** Three complete profiles: class 10 (id 1), CBSE, Karnataka, second language Hindi. */
export const DEMO_STUDENTS: readonly DemoStudent[] = [
  { mobile: '9000000001', firstName: 'Aarav', lastName: 'Rao', email: 'aarav.rao@example.com', tier: 'premium' },
  { mobile: '9000000002', firstName: 'Diya', lastName: 'Hegde', email: 'diya.hegde@example.com', tier: 'trial' },
  { mobile: '9000000003', firstName: 'Kabir', lastName: 'Shetty', email: 'kabir.shetty@example.com', tier: 'basic' },
];

const DAY_MS = 24 * 3600 * 1000;
/** Account age at creation: the trial student is new, the others are past the 2-day trial. */
const AGE_DAYS: Record<Tier, number> = { premium: 60, trial: 0, basic: 30 };

async function ensureStudent(db: Kysely<Database>, ctx: SeedContext, s: DemoStudent, hasher: PasswordHasher): Promise<void> {
  const now = ctx.clock.now();
  const existing = await db.selectFrom('app_user').select(['userSurId', 'createdAt']).where('mobileNumber', '=', s.mobile).executeTakeFirst();
  let userSurId: number;
  if (existing) {
    userSurId = existing.userSurId;
    // Keep the trial student inside the 2-day trial on a long-lived development database.
    if (s.tier === 'trial' && now.getTime() - new Date(existing.createdAt).getTime() > DAY_MS) {
      await db.updateTable('app_user').set({ createdAt: now.toISOString() }).where('userSurId', '=', userSurId).execute();
    }
  } else {
    const createdAt = new Date(now.getTime() - AGE_DAYS[s.tier] * DAY_MS).toISOString();
    const inserted = await db
      .insertInto('app_user')
      .values({
        firstName: s.firstName,
        lastName: s.lastName,
        username: s.mobile,
        email: s.email,
        mobileNumber: s.mobile,
        passwordHash: await hasher.hash(DEMO_PASSWORD),
        registeredAs: 'Student',
        secondaryLanguage: 'Hindi',
        userProfilePic: null,
        activeFlag: 1,
        maxAttempts: 0,
        lastFailedLoginAt: null,
        lockedUntil: null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning('userSurId')
      .executeTakeFirstOrThrow();
    userSurId = inserted.userSurId;
    await db.insertInto('user_role').values({ userSurId, role: ROLE_STUDENT }).execute();
    await db
      .insertInto('student')
      .values({
        userSurId,
        idClassStandard: 1,
        idLanguage: 5,
        idSyllabus: 1,
        idStudentMedium: 1,
        idState: 1,
        isProfileEdited: 0,
        createdAt,
        updatedAt: createdAt,
      })
      .execute();
  }

  if (s.tier === 'premium') await ensurePremium(db, ctx, userSurId);
}

/** An active AD_FREE (line 11) subscription paid a year ahead; renewed if it has run out. */
async function ensurePremium(db: Kysely<Database>, ctx: SeedContext, userSurId: number): Promise<void> {
  const now = ctx.clock.now();
  const today = istDate(now);
  const nextPayment = istDate(new Date(now.getTime() + 365 * DAY_MS));
  const student = await db.selectFrom('student').select('idStudent').where('userSurId', '=', userSurId).executeTakeFirstOrThrow();
  const sub = await db
    .selectFrom('student_subscription')
    .select(['idStudentSubscription', 'nextPaymentDate', 'activeFlag'])
    .where('userSurId', '=', userSurId)
    .where('idProductLine', '=', AD_FREE_PRODUCT_LINE)
    .orderBy('idStudentSubscription', 'desc')
    .executeTakeFirst();
  if (sub) {
    if (sub.activeFlag !== 1 || !sub.nextPaymentDate || sub.nextPaymentDate < today) {
      await db
        .updateTable('student_subscription')
        .set({ activeFlag: 1, nextPaymentDate: nextPayment, subscriptionEndDate: nextPayment, updatedAt: now.toISOString() })
        .where('idStudentSubscription', '=', sub.idStudentSubscription)
        .execute();
    }
    return;
  }
  await db
    .insertInto('student_subscription')
    .values({
      idStudent: student.idStudent,
      idBatch: null,
      idProduct: 93,
      purchaseDate: now.toISOString(),
      nextPaymentDate: nextPayment,
      lastPaymentDate: today,
      subscriptionEndDate: nextPayment,
      activeFlag: 1,
      purchaseAmount: '999',
      subscriptionType: 'ANNUAL',
      purchaseLevel: 'ANNUAL_PREMIUM',
      idProductGroup: 51,
      idProductLine: AD_FREE_PRODUCT_LINE,
      purchaseType: 'NEW',
      idStudentOrder: null,
      freeFlag: 0,
      specialOfferFlag: 0,
      idSpecialOffer: null,
      userSurId,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    })
    .execute();
}

export const studentsSeed: SeedStep = {
  name: 'students',
  async run(db, ctx) {
    const hasher = new PasswordHasher(ctx.config);
    for (const s of DEMO_STUDENTS) await ensureStudent(db, ctx, s, hasher);
  },
};
