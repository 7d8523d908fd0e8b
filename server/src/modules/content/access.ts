import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import { AD_FREE_PRODUCT_LINE, TRIAL_DAYS } from '../../domain/accounts.js';
import { istDate, istDateMinusDays } from '../../domain/time.js';
import { contentDb, type ContentDatabase } from '../../db/types-content.js';
import { AppError } from '../../http/errors.js';
import type { Principal } from '../../http/auth.js';

export const LINE_ACADEMIC = 5;
export const LINE_ECA = 6;
export const NA_CLASS = 4;
export const NA_SYLLABUS = 4;
export const NA_STATE = 6;
export const ENGLISH = 7;

/** Exact messages of the contract used by the content families. */
export const M = {
  sucessfull: 'Request Sucessfull',
  successfull: 'Request Successfull',
  successfulRequest: 'Successfull Request',
  successfullRequestLower: 'Successfull request',
  requestSuccessful: 'Request successful',
  noSubscriptionAccess: 'User dosent have access to this subscription.',
  noContentAccess: 'User dosent have access to view this content.',
  premiumRequired: 'Please purchase premium subscription to access this content.',
  subscribeWebcast: 'Please subscribe to access webcasted videos!',
  noProduct: 'No Product Found!',
  noChapters: 'No Chapters Found!',
  noVideoData: 'No Video Data Found for the selected product!',
  noSubjects: 'No Subject found for Selected Class Standard , Syllabus and State .',
  noChaptersForSubject: 'No Chapters found for the selected subject and class standard',
  noSubjectsFound: 'No subjects are found.',
  invalidChapter: 'Invalid Subject Chapter found!',
  noVideoCourse: 'No video Course found!!!',
  noVideoFound: 'No video Found!',
  noVideoLogs: 'No video logs found',
  durationExceeded: 'Video Duration Exceed the Limit!',
  noSubscription: 'No Subscription Found!',
} as const;

/** The calling student's profile and account age. */
export interface StudentCtx {
  userSurId: number;
  idStudent: number;
  idClassStandard: number;
  idSyllabus: number;
  idState: number;
  idLanguage: number;
  createdAt: string;
  firstName: string;
}

export class ContentAccess {
  readonly db: Kysely<ContentDatabase>;
  constructor(private readonly ctx: AppContext) {
    this.db = contentDb(ctx.db);
  }

  now(): Date {
    return this.ctx.clock.now();
  }

  /** The caller as a student; 403 when the account has no student profile. */
  async student(p: Principal): Promise<StudentCtx> {
    const row = await this.db
      .selectFrom('app_user as u')
      .innerJoin('student as s', 's.userSurId', 'u.userSurId')
      .select(['u.userSurId', 'u.createdAt', 'u.firstName', 's.idStudent', 's.idClassStandard', 's.idSyllabus', 's.idState', 's.idLanguage'])
      .where('u.userSurId', '=', p.userSurId)
      .executeTakeFirst();
    if (!row) throw new AppError(403, M.noContentAccess);
    return row;
  }

  /** Subscribed (active AD_FREE paid up to today, IST) or within the 2-day trial. */
  async premiumOrTrial(userSurId: number, createdAt: string): Promise<{ subscribed: boolean; trial: boolean; ok: boolean }> {
    const now = this.now();
    const active = await this.db
      .selectFrom('student_subscription')
      .select('idStudentSubscription')
      .where('userSurId', '=', userSurId)
      .where('idProductLine', '=', AD_FREE_PRODUCT_LINE)
      .where('activeFlag', '=', 1)
      .where('nextPaymentDate', '>=', istDate(now))
      .limit(1)
      .executeTakeFirst();
    const trial = istDate(new Date(createdAt)) >= istDateMinusDays(now, TRIAL_DAYS);
    return { subscribed: !!active, trial, ok: !!active || trial };
  }

  /** The line-5/6 product for a class, subject, syllabus and state (NA values match any). */
  async product(line: number, idClassStandard: number, idSubject: number, idSyllabus: number, idState: number) {
    const q = this.db
      .selectFrom('product')
      .select(['idProduct', 'idClassStandard', 'idSubject', 'idSyllabus', 'idState', 'idProductLine', 'productName'])
      .where('idProductLine', '=', line)
      .where('idSubject', '=', idSubject)
      .where('activeFlag', '=', 1);
    if (line === LINE_ECA) return q.orderBy('idProduct').executeTakeFirst();
    return q
      .where('idClassStandard', '=', idClassStandard)
      .where('idSyllabus', 'in', [idSyllabus, NA_SYLLABUS])
      .where('idState', 'in', [idState, NA_STATE])
      .orderBy('idSyllabus')
      .orderBy('idState')
      .executeTakeFirst();
  }

  /** Products of a line for a class, syllabus and state: the student's subjects. */
  async productsFor(line: number, idClassStandard: number, idSyllabus: number, idState: number) {
    let q = this.db
      .selectFrom('product as p')
      .innerJoin('subject as s', 's.idSubject', 'p.idSubject')
      .select(['p.idProduct', 'p.idSubject', 's.subjectName', 's.imageUrl', 's.color', 's.header', 's.description', 's.videoUrl'])
      .where('p.idProductLine', '=', line)
      .where('p.activeFlag', '=', 1);
    if (line === LINE_ACADEMIC) {
      q = q.where('p.idClassStandard', '=', idClassStandard).where('p.idSyllabus', '=', idSyllabus).where('p.idState', '=', idState);
    }
    const rows = await q.orderBy('p.idSubject').execute();
    return rows.map((r) => ({ ...r, idSubject: r.idSubject ?? 0 }));
  }

  /** The student's content subscription to a product, created on first use (free enrolment). */
  async enrol(st: StudentCtx, idProduct: number, line: number): Promise<number> {
    const found = await this.db
      .selectFrom('student_subscription')
      .select('idStudentSubscription')
      .where('userSurId', '=', st.userSurId)
      .where('idProduct', '=', idProduct)
      .where('idProductLine', '=', line)
      .orderBy('idStudentSubscription')
      .executeTakeFirst();
    if (found) return found.idStudentSubscription;
    const now = this.now().toISOString();
    const row = await this.db
      .insertInto('student_subscription')
      .values({
        idStudent: st.idStudent,
        idBatch: null,
        idProduct,
        purchaseDate: now,
        nextPaymentDate: null,
        lastPaymentDate: null,
        subscriptionEndDate: null,
        activeFlag: 1,
        purchaseAmount: '0',
        subscriptionType: 'FREE',
        purchaseLevel: line === LINE_ECA ? 'EXTRA_CUR_ENROLMENT' : 'ACADEMIC_ENROLMENT',
        idProductGroup: line,
        idProductLine: line,
        purchaseType: 'NEW',
        idStudentOrder: null,
        freeFlag: 1,
        specialOfferFlag: 0,
        idSpecialOffer: null,
        userSurId: st.userSurId,
        createdAt: now,
        updatedAt: now,
      } as never)
      .returning('idStudentSubscription')
      .executeTakeFirstOrThrow();
    return row.idStudentSubscription;
  }

  /** A content subscription that must belong to the caller: 403 otherwise. */
  async ownSubscription(userSurId: number | null, idStudentSubscription: number) {
    const sub = await this.db
      .selectFrom('student_subscription as ss')
      .leftJoin('product as p', 'p.idProduct', 'ss.idProduct')
      .select(['ss.idStudentSubscription', 'ss.userSurId', 'ss.idProduct', 'ss.idProductLine', 'p.idSubject', 'p.idClassStandard'])
      .where('ss.idStudentSubscription', '=', idStudentSubscription)
      .executeTakeFirst();
    if (!sub || userSurId === null || sub.userSurId !== userSurId) throw new AppError(403, M.noSubscriptionAccess);
    return sub;
  }

  /** Chapter ids (of the given chapters) that have an active chapter quiz. Empty if the quiz family is absent. */
  async chaptersWithQuiz(chapterIds: number[]): Promise<Set<number>> {
    if (chapterIds.length === 0) return new Set();
    try {
      const rows = await this.db
        .selectFrom('quiz')
        .select('idSubjectChapter')
        .where('kind', '=', 'CHAPTER')
        .where('activeFlag', '=', 1)
        .where('idSubjectChapter', 'in', chapterIds)
        .execute();
      return new Set(rows.map((r) => r.idSubjectChapter!).filter((x) => x !== null));
    } catch {
      return new Set();
    }
  }

  /** Chapter ids (of the given chapters) whose chapter quiz the user has submitted. */
  async attemptedChapters(userSurId: number | null, chapterIds: number[]): Promise<Set<number>> {
    if (userSurId === null || chapterIds.length === 0) return new Set();
    try {
      const rows = await this.db
        .selectFrom('quiz_attempt')
        .select('idSubjectChapter')
        .distinct()
        .where('userSurId', '=', userSurId)
        .where('kind', '=', 'CHAPTER')
        .where('status', '=', 'SUBMITTED')
        .where('idSubjectChapter', 'in', chapterIds)
        .execute();
      return new Set(rows.map((r) => r.idSubjectChapter!).filter((x) => x !== null));
    } catch {
      return new Set();
    }
  }
}

/**
 * Chapter unlock: the first chapter of a subject is free; subscribed or trial students get every
 * chapter; otherwise a chapter opens once the previous chapter's quiz was submitted.
 */
export function chapterOpen(sortOrder: number, premium: boolean, previousAttempted: boolean): boolean {
  return premium || sortOrder <= 1 || previousAttempted;
}

/** Percentage with at most one decimal. */
export function pct(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 1000) / 10;
}
