import { sql, type Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { AppUser, Database, Student } from '../db/types.js';
import { AppError } from '../http/errors.js';
import type { Clock } from './clock.js';
import {
  ReferenceRepository,
  type ClassStandardEntity,
  type StateEntity,
  type SyllabusEntity,
} from './reference.js';
import { addMinutes, formatIstLockTime, istDate, istDateMinusDays } from './time.js';

export const ROLE_STUDENT = 'ROLE_STUDENT';
export const ROLE_PARENT = 'ROLE_PARENT';
export const ROLE_TEACHER = 'ROLE_TEACHER';
export const ROLE_ADMIN = 'ROLE_ADMIN';

/** Product line 11 = AD_FREE, the premium subscription. */
export const AD_FREE_PRODUCT_LINE = 11;
/** A free trial lasts while the account is at most this many days old (IST dates). */
export const TRIAL_DAYS = 2;

export const AccountMessages = {
  notFound: 'Your credentials not found in our records, please register',
  deactivated: 'Your account is deactivated, please contact us',
  internalUser: 'Please login as internal user!',
  badCredentials: 'Bad credentials',
  lockedPrefix: 'For security reasons Your account is temporarily Locked , Please login after  ',
} as const;

export interface Account {
  user: AppUser;
  student: Student | null;
  roles: string[];
}

export interface SubscriptionFlag {
  subscribedFlag: boolean;
  trialFlag: boolean;
}

/** The LoginData `location` (geo-IP is not looked up: no third-party calls with student IPs). */
export interface LoginLocation {
  'IP Address': string;
  country: string;
  region: string;
  city: string;
  latitude: number;
  longitude: number;
  isp: string;
  zip: string;
}

export function locationFor(ip: string): LoginLocation {
  return { 'IP Address': ip, country: 'N/A', region: 'N/A', city: 'N/A', latitude: 0, longitude: 0, isp: 'N/A', zip: 'N/A' };
}

export interface LoginData {
  tokenType: 'Bearer';
  accessToken: string;
  refreshToken: string;
  username: string;
  firstName: string;
  lastName: string | null;
  email: string | null;
  secondary_language: string | null;
  mobileNumber: string | null;
  registeredAs: string;
  userSurId: number;
  /** Same as userSurId (the browser stores it as userId). */
  userId: number;
  userProfilePic: string | null;
  subscriptionFlag: SubscriptionFlag;
  classStandardObject: ClassStandardEntity | -1;
  syllabusObject: SyllabusEntity | -1;
  stateObject: StateEntity | -1;
  validFlag: boolean;
  location: LoginLocation | null;
}

/** Users, students, roles, tiers and the login lock; shared by every family that needs "who". */
export class AccountService {
  readonly reference: ReferenceRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.reference = new ReferenceRepository(db);
  }

  /** By e-mail (any case), mobile number or username. */
  async findByLogin(identifier: string): Promise<AppUser | null> {
    const value = identifier.trim();
    if (!value) return null;
    const q = this.db.selectFrom('app_user').selectAll();
    const row = value.includes('@')
      ? await q.where(sql<string>`lower(email)`, '=', value.toLowerCase()).executeTakeFirst()
      : await q.where((eb) => eb.or([eb('mobileNumber', '=', value), eb('username', '=', value)])).executeTakeFirst();
    return row ?? null;
  }

  async findByMobile(mobile: string): Promise<AppUser | null> {
    return (await this.db.selectFrom('app_user').selectAll().where('mobileNumber', '=', mobile).executeTakeFirst()) ?? null;
  }

  async load(userSurId: number): Promise<Account | null> {
    const user = await this.db.selectFrom('app_user').selectAll().where('userSurId', '=', userSurId).executeTakeFirst();
    if (!user) return null;
    return this.withDetails(user);
  }

  async withDetails(user: AppUser): Promise<Account> {
    const [student, roles] = await Promise.all([
      this.db.selectFrom('student').selectAll().where('userSurId', '=', user.userSurId).executeTakeFirst(),
      this.roles(user.userSurId),
    ]);
    return { user, student: student ?? null, roles };
  }

  async roles(userSurId: number): Promise<string[]> {
    const rows = await this.db.selectFrom('user_role').select('role').where('userSurId', '=', userSurId).orderBy('role').execute();
    return rows.map((r) => r.role);
  }

  /** Subscribed: an active AD_FREE row paid up to today (IST). Trial: account at most 2 days old (IST). */
  async subscriptionFlag(user: AppUser): Promise<SubscriptionFlag> {
    const now = this.clock.now();
    const today = istDate(now);
    const active = await this.db
      .selectFrom('student_subscription')
      .select('idStudentSubscription')
      .where('userSurId', '=', user.userSurId)
      .where('idProductLine', '=', AD_FREE_PRODUCT_LINE)
      .where('activeFlag', '=', 1)
      .where('nextPaymentDate', '>=', today)
      .limit(1)
      .executeTakeFirst();
    const trialFlag = istDate(new Date(user.createdAt)) >= istDateMinusDays(now, TRIAL_DAYS);
    return { subscribedFlag: !!active, trialFlag };
  }

  /** Class, syllabus and state all chosen. */
  static profileComplete(student: Student | null): boolean {
    if (!student) return true;
    return student.idClassStandard > 0 && student.idSyllabus > 0 && student.idState > 0;
  }

  // --- login lock ---------------------------------------------------------------------------

  static lockMessage(until: Date): string {
    return `${AccountMessages.lockedPrefix}${formatIstLockTime(until)}`;
  }

  /** Throws the contract's 500 lock message while the account is locked. */
  assertNotLocked(user: AppUser): void {
    if (user.lockedUntil && new Date(user.lockedUntil) > this.clock.now()) {
      throw new AppError(500, AccountService.lockMessage(new Date(user.lockedUntil)));
    }
  }

  /** Counts a wrong password or OTP; the Nth within the lock window locks the account. */
  async registerFailure(user: AppUser): Promise<void> {
    const now = this.clock.now();
    const windowStart = addMinutes(now, -this.config.auth.lockDurationMin);
    const fresh = !user.lastFailedLoginAt || new Date(user.lastFailedLoginAt) < windowStart;
    const attempts = (fresh ? 0 : user.maxAttempts) + 1;
    const lock = attempts >= this.config.auth.maxLoginAttempts;
    await this.db
      .updateTable('app_user')
      .set({
        maxAttempts: lock ? 0 : attempts,
        lastFailedLoginAt: lock ? null : now.toISOString(),
        lockedUntil: lock ? addMinutes(now, this.config.auth.lockDurationMin).toISOString() : user.lockedUntil,
      })
      .where('userSurId', '=', user.userSurId)
      .execute();
  }

  async resetFailures(user: AppUser): Promise<void> {
    if (user.maxAttempts === 0 && !user.lockedUntil && !user.lastFailedLoginAt) return;
    await this.db
      .updateTable('app_user')
      .set({ maxAttempts: 0, lastFailedLoginAt: null, lockedUntil: null })
      .where('userSurId', '=', user.userSurId)
      .execute();
  }

  /**
   * The login checks every flow shares, in the original's order: deactivated, not a student,
   * locked. (Unknown users are reported by the caller with its own message.)
   */
  assertCanLogIn(user: AppUser): void {
    if (user.activeFlag !== 1) throw new AppError(403, AccountMessages.deactivated);
    if (user.registeredAs !== 'Student') throw new AppError(403, AccountMessages.internalUser);
    this.assertNotLocked(user);
  }

  // --- LoginData ------------------------------------------------------------------------------

  async loginData(
    account: Account,
    tokens: { accessToken: string; refreshToken: string },
    location: LoginLocation | null,
  ): Promise<LoginData> {
    const { user, student } = account;
    const [subscriptionFlag, cls, syl, st] = await Promise.all([
      this.subscriptionFlag(user),
      this.reference.classStandard(student?.idClassStandard ?? -1),
      this.reference.syllabus(student?.idSyllabus ?? -1),
      this.reference.state(student?.idState ?? -1),
    ]);
    return {
      tokenType: 'Bearer',
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      secondary_language: user.secondaryLanguage,
      mobileNumber: user.mobileNumber,
      registeredAs: user.registeredAs,
      userSurId: user.userSurId,
      userId: user.userSurId,
      userProfilePic: user.userProfilePic,
      subscriptionFlag,
      classStandardObject: cls ?? -1,
      syllabusObject: syl ?? -1,
      stateObject: st ?? -1,
      validFlag: AccountService.profileComplete(student),
      location,
    };
  }
}
