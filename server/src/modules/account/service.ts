import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AccountService, ROLE_STUDENT, type Account } from '../../domain/accounts.js';
import { leadVerifyError } from '../../domain/otp.js';
import type { DeviceInfo } from '../../domain/sessions.js';
import type { Principal } from '../../http/auth.js';
import { doc } from '../../http/envelope.js';
import { AppError, Messages } from '../../http/errors.js';
import '../commerce/tables.js';
import type { CommerceService } from '../commerce/service.js';
import type { Coupon } from '../commerce/tables.js';
import type { GoogleVerifier } from './google.js';
import type { googleSignupBody, newAuthSignupBody, newSignupBody, postSignupBody, resetPasswordBody, subscriptionRequestBody } from './schemas.js';

export const SignupMessages = {
  mobileExists: 'This Mobile Number is already existed in our record.',
  mobileDigits: 'Mobile number must contain only digits.',
  mobileLength: 'Mobile number must be a 10-digit number.',
  mobileInvalid: (n: string) => `Invalid mobile number: ${n}`,
  otpMissing: 'Please provide the OTP, sent to the user mobile number.',
  signupOk: 'User SignUp Successful. Logged In to the Application',
  duplicate: 'Entered UserName or Email or Phone Number is Already Registered',
  studentsOnly: 'Only students can sign up here.',
  postSignupOk: 'Successfully Filled The Class Standard Information',
  invalidClass: 'Invalid IdClassStandard.',
  invalidSyllabus: 'Invalid IdSyllabus.',
  invalidState: 'Invalid IdState.',
  invalidLanguage: 'Invalid IdSecondaryLanguage.',
  invalidMedium: 'Invalid IdStudentMedium.',
  googleFailed: 'Google login authentcation failed',
  googleNotFound: 'Username/email not found in our records',
  passwordResetOk: 'Password Reset Successful',
  oldPasswordWrong: 'Entered Old Password is Incorrect',
  invalidUser: 'Invalid user.',
  passwordAlreadySet: 'A password is already set for this account. Use your old password to change it.',
  devicesOk: 'Logged in devices',
  historyOk: 'History of devices',
  noHistory: 'No Devices History found',
  requestOk: 'Request Sucessfull',
  subscriptionRequestSaved: 'Thank you for your interest! Our team will get back to you soon.',
} as const;

/** The most device sign-ins the history returns. */
export const DEVICE_HISTORY_LIMIT = 50;

type NewAuthSignup = z.infer<typeof newAuthSignupBody>;
type NewSignup = z.infer<typeof newSignupBody>;
type PostSignup = z.infer<typeof postSignupBody>;
type GoogleSignup = z.infer<typeof googleSignupBody>;

const parseJson = (s: string | null): unknown => {
  if (!s) return null;
  try {
    return JSON.parse(s);
  } catch {
    return null;
  }
};

/** "null" (the web client's last name) and blanks are stored as no last name. */
const cleanLastName = (v: string | null | undefined) => (!v || !v.trim() || v.trim().toLowerCase() === 'null' ? null : v.trim());

/** Signup, post-signup profile, Google, password change, devices and subscription requests. */
export class AccountFamilyService {
  constructor(
    private readonly ctx: AppContext,
    private readonly commerce: CommerceService,
    private readonly google: GoogleVerifier,
  ) {}

  private now() {
    return this.ctx.clock.now().toISOString();
  }

  /** The contract's mobile checks for signup, in order. */
  private async checkNewMobile(mobile: string): Promise<void> {
    const m = mobile.trim();
    if (m && (await this.ctx.accounts.findByMobile(m))) throw new AppError(500, SignupMessages.mobileExists);
    if (!/^\d+$/.test(m)) throw new AppError(500, SignupMessages.mobileDigits);
    if (m.length !== 10) throw new AppError(500, SignupMessages.mobileLength);
    if (!/^[98762]/.test(m)) throw new AppError(500, SignupMessages.mobileInvalid(m));
  }

  private async consumeSignupOtp(mobile: string, otp: string | null | undefined): Promise<void> {
    if (!otp || !otp.trim()) throw new AppError(500, SignupMessages.otpMissing);
    const outcome = await this.ctx.otp.verify(mobile.trim(), 'signup', otp.trim(), 'consume');
    if (!outcome.ok) throw leadVerifyError(outcome);
  }

  private async createStudent(u: {
    firstName: string;
    lastName: string | null;
    username: string;
    email: string | null;
    mobile: string;
    passwordHash: string | null;
    secondaryLanguage: string | null;
    ids: { idClassStandard: number; idSyllabus: number; idState: number; idLanguage: number; idStudentMedium: number };
    isProfileEdited: boolean;
    coupon: Coupon | null;
    grantTrial: boolean;
  }): Promise<Account> {
    const now = this.now();
    const userSurId = await this.ctx.db.transaction().execute(async (trx) => {
      const dup = await trx
        .selectFrom('app_user')
        .select('userSurId')
        .where((eb) => eb.or([eb('mobileNumber', '=', u.mobile), eb('username', '=', u.username), ...(u.email ? [eb('email', '=', u.email)] : [])]))
        .executeTakeFirst();
      if (dup) throw new AppError(409, SignupMessages.duplicate);
      const user = await trx
        .insertInto('app_user')
        .values({
          firstName: u.firstName,
          lastName: u.lastName,
          username: u.username,
          email: u.email,
          mobileNumber: u.mobile,
          passwordHash: u.passwordHash,
          registeredAs: 'Student',
          secondaryLanguage: u.secondaryLanguage,
          userProfilePic: null,
          activeFlag: 1,
          maxAttempts: 0,
          lastFailedLoginAt: null,
          lockedUntil: null,
          createdAt: now,
          updatedAt: now,
        })
        .returning('userSurId')
        .executeTakeFirstOrThrow();
      await trx.insertInto('user_role').values({ userSurId: user.userSurId, role: ROLE_STUDENT }).execute();
      const student = await trx
        .insertInto('student')
        .values({ userSurId: user.userSurId, ...u.ids, isProfileEdited: u.isProfileEdited ? 1 : 0, createdAt: now, updatedAt: now })
        .returning('idStudent')
        .executeTakeFirstOrThrow();
      if (u.coupon && u.grantTrial) {
        await this.commerce.claimCoupon(trx, u.coupon, user.userSurId);
        await this.commerce.grantTrial(trx, { userSurId: user.userSurId, idStudent: student.idStudent }, Math.max(1, u.coupon.extensionDuration), u.coupon.idCoupon);
      }
      return user.userSurId;
    });
    const account = await this.ctx.accounts.load(userSurId);
    if (!account) throw new AppError(500, Messages.internal);
    return account;
  }

  private async startSession(account: Account, device: DeviceInfo) {
    const session = await this.ctx.sessions.start(account, device);
    return this.ctx.accounts.loginData(account, session, device.location);
  }

  /** POST /v3/auth/new-auth-signup: mobile + OTP signup; with a plan, the cart summary (and the session). */
  async newAuthSignup(body: NewAuthSignup, device: DeviceInfo) {
    const mobile = body.mobileNumber.trim();
    await this.checkNewMobile(mobile);
    if (!body.otp || !body.otp.trim()) throw new AppError(500, SignupMessages.otpMissing);
    // Coupon problems are reported before the OTP is used, so the student can fix them.
    const coupon = body.couponCode?.trim() ? await this.commerce.signupCoupon(body.couponCode) : null;
    const trial = !!coupon && !body.plan && coupon.couponType === 'TRIAL';
    if (body.plan) await this.commerce.assertPurchasable(body.plan);
    await this.consumeSignupOtp(mobile, body.otp);
    const none = { idClassStandard: -1, idSyllabus: -1, idState: -1, idLanguage: -1, idStudentMedium: -1 };
    const account = await this.createStudent({
      firstName: body.firstName.trim(),
      lastName: cleanLastName(body.lastName),
      username: mobile,
      email: null,
      mobile,
      passwordHash: null,
      secondaryLanguage: null,
      ids: none,
      isProfileEdited: false,
      coupon,
      grantTrial: trial,
    });
    const loginData = await this.startSession(account, device);
    if (body.plan) {
      const cart = await this.commerce.newSubscription(account.user.userSurId, account.student!.idStudent, {
        ...body.plan,
        couponCode: coupon && coupon.couponType === 'DISCOUNT' ? coupon.couponCode : null,
      });
      return doc({ ...cart.data, loginData }, SignupMessages.signupOk);
    }
    return doc(loginData, SignupMessages.signupOk);
  }

  private async checkIds(ids: { idClassStandard: number; idSyllabus: number; idState: number; idLanguage: number; idStudentMedium: number }) {
    const ref = this.ctx.reference;
    const [cls, syl, st, lang, med] = await Promise.all([
      ref.classStandard(ids.idClassStandard),
      ref.syllabus(ids.idSyllabus),
      ref.state(ids.idState),
      ref.language(ids.idLanguage),
      ref.medium(ids.idStudentMedium),
    ]);
    if (!cls) throw new AppError(500, SignupMessages.invalidClass);
    if (!syl) throw new AppError(500, SignupMessages.invalidSyllabus);
    if (!st) throw new AppError(500, SignupMessages.invalidState);
    if (!lang) throw new AppError(500, SignupMessages.invalidLanguage);
    if (!med) throw new AppError(500, SignupMessages.invalidMedium);
    return { cls, syl, st, lang, med };
  }

  /** POST /v{1,2,3}/auth/new-signup: the full-form signup (the mobile number is verified by OTP on every version). */
  async newSignup(body: NewSignup, device: DeviceInfo) {
    if (body.role && body.role.trim().toLowerCase() !== 'student') throw new AppError(400, SignupMessages.studentsOnly);
    const mobile = body.mobileNumber.trim();
    const username = body.username.trim();
    const email = body.email?.trim() ? body.email.trim().toLowerCase() : null;
    const taken = await this.ctx.db
      .selectFrom('app_user')
      .select('userSurId')
      .where((eb) => eb.or([eb('mobileNumber', '=', mobile), eb('username', '=', username), ...(email ? [eb('email', '=', email)] : [])]))
      .executeTakeFirst();
    if (taken) throw new AppError(409, SignupMessages.duplicate);
    await this.checkNewMobile(mobile);
    const ids = { idClassStandard: body.idClassStandard, idSyllabus: body.idSyllabus, idState: body.idState, idLanguage: body.idLanguage, idStudentMedium: body.idStudentMedium };
    const { lang } = await this.checkIds(ids);
    const coupon = body.referralCode?.trim() ? await this.commerce.signupCoupon(body.referralCode) : null;
    if (!body.otp || !body.otp.trim()) throw new AppError(500, SignupMessages.otpMissing);
    const passwordHash = await this.ctx.passwords.hash(body.password);
    await this.consumeSignupOtp(mobile, body.otp);
    const account = await this.createStudent({
      firstName: body.firstName.trim(),
      lastName: cleanLastName(body.lastName),
      username,
      email,
      mobile,
      passwordHash,
      secondaryLanguage: lang.language,
      ids,
      isProfileEdited: false,
      coupon,
      grantTrial: !!coupon && coupon.couponType === 'TRIAL',
    });
    return doc(await this.startSession(account, device), SignupMessages.signupOk);
  }

  /** POST /v3/auth/save-info-post-signup: only while class, state and syllabus are all unset. */
  async savePostSignup(principal: Principal, body: PostSignup, device: DeviceInfo) {
    if (body.userSurId !== principal.userSurId) throw new AppError(403, Messages.notYours);
    const account = await this.ctx.accounts.load(principal.userSurId);
    if (!account?.student) throw new AppError(403, Messages.accessDenied);
    const s = account.student;
    if (!(s.idClassStandard === -1 && s.idState === -1 && s.idSyllabus === -1)) return doc({}, SignupMessages.postSignupOk);
    const ids = { idClassStandard: body.idClassStandard, idSyllabus: body.idSyllabus, idState: body.idState, idLanguage: body.idSecondaryLanguage, idStudentMedium: body.idMedium };
    const ref = this.ctx.reference;
    if (!(await ref.classStandard(ids.idClassStandard))) throw new AppError(500, SignupMessages.invalidClass);
    if (!(await ref.syllabus(ids.idSyllabus))) throw new AppError(500, SignupMessages.invalidSyllabus);
    if (!(await ref.state(ids.idState))) throw new AppError(500, SignupMessages.invalidState);
    const lang = await ref.language(ids.idLanguage);
    if (!lang) throw new AppError(500, SignupMessages.invalidLanguage);
    if (!(await ref.medium(ids.idStudentMedium))) throw new AppError(500, SignupMessages.invalidMedium);
    const now = this.now();
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('student').set({ ...ids, updatedAt: now }).where('idStudent', '=', s.idStudent).execute();
      await trx.updateTable('app_user').set({ secondaryLanguage: lang.language, updatedAt: now }).where('userSurId', '=', principal.userSurId).execute();
    });
    // The old token's claims no longer match the profile: this session ends, a new one starts.
    await this.ctx.sessions.revoke(principal.sessionId, 'logout');
    const fresh = (await this.ctx.accounts.load(principal.userSurId))!;
    const d = await this.startSession(fresh, device);
    return doc(
      {
        userSurId: d.userSurId,
        subscriptionFlag: d.subscriptionFlag,
        stateObject: d.stateObject,
        classStandardObject: d.classStandardObject,
        syllabusObject: d.syllabusObject,
        accessToken: d.accessToken,
        refreshToken: d.refreshToken,
        validFlag: AccountService.profileComplete(fresh.student),
      },
      SignupMessages.postSignupOk,
    );
  }

  /** POST /auth/google-oauth-login. */
  async googleLogin(body: { email: string; idToken: string }, device: DeviceInfo) {
    const identity = await this.google.verify(body.idToken);
    if (!identity || identity.email !== body.email.trim().toLowerCase()) throw new AppError(500, SignupMessages.googleFailed);
    const user = await this.ctx.accounts.findByLogin(identity.email);
    if (!user) throw new AppError(500, SignupMessages.googleNotFound);
    this.ctx.accounts.assertCanLogIn(user);
    const account = await this.ctx.accounts.withDetails(user);
    await this.ctx.accounts.resetFailures(user);
    const session = await this.ctx.sessions.start(account, device);
    const data = await this.ctx.accounts.loginData(account, session, device.location);
    return doc(data, session.replacedExisting ? 'Your account has been logged out in another device.' : 'Login Successful');
  }

  /** POST /auth/google-oauth-signup (v1, v3): a verified Google e-mail plus a verified mobile number. */
  async googleSignup(body: GoogleSignup, device: DeviceInfo) {
    const identity = await this.google.verify(body.idToken);
    if (!identity || identity.email !== body.email.trim().toLowerCase()) throw new AppError(500, SignupMessages.googleFailed);
    if (await this.ctx.accounts.findByLogin(identity.email)) throw new AppError(409, SignupMessages.duplicate);
    const mobile = body.mobileNumber.trim();
    await this.checkNewMobile(mobile);
    await this.consumeSignupOtp(mobile, body.otp);
    const account = await this.createStudent({
      firstName: body.firstName?.trim() || identity.name || identity.email.split('@')[0]!,
      lastName: cleanLastName(body.lastName),
      username: mobile,
      email: identity.email,
      mobile,
      passwordHash: null,
      secondaryLanguage: null,
      ids: { idClassStandard: -1, idSyllabus: -1, idState: -1, idLanguage: -1, idStudentMedium: -1 },
      isProfileEdited: false,
      coupon: null,
      grantTrial: false,
    });
    return doc(await this.startSession(account, device), SignupMessages.signupOk);
  }

  /** Password change (v1 GET, v3 POST); `newUserFlag` sets the first password of an OTP-only account. */
  async resetPassword(principal: Principal, body: z.infer<typeof resetPasswordBody>) {
    if (body.idVLUser !== principal.userSurId) throw new AppError(500, SignupMessages.invalidUser);
    const account = await this.ctx.accounts.load(principal.userSurId);
    if (!account) throw new AppError(500, SignupMessages.invalidUser);
    const hash = account.user.passwordHash;
    if (body.newUserFlag && !hash) {
      // first password of an account created by OTP
    } else if (!(await this.ctx.passwords.verify(hash, body.oldPassword ?? ''))) {
      throw new AppError(500, SignupMessages.oldPasswordWrong);
    }
    await this.setPassword(principal, body.newPassword);
    return doc(null, SignupMessages.passwordResetOk);
  }

  /** GET /auth/new-signup-reset-password: the first password of an account created by OTP. */
  async newSignupResetPassword(principal: Principal, newPassword: string) {
    const account = await this.ctx.accounts.load(principal.userSurId);
    if (!account) throw new AppError(500, SignupMessages.invalidUser);
    if (account.user.passwordHash) throw new AppError(409, SignupMessages.passwordAlreadySet);
    await this.setPassword(principal, newPassword);
    return doc(null, SignupMessages.passwordResetOk);
  }

  private async setPassword(principal: Principal, newPassword: string) {
    const passwordHash = await this.ctx.passwords.hash(newPassword);
    await this.ctx.db.updateTable('app_user').set({ passwordHash, updatedAt: this.now() }).where('userSurId', '=', principal.userSurId).execute();
    // Every other session ends; this one stays until the client logs out.
    const others = await this.ctx.db
      .selectFrom('auth_session')
      .select('id')
      .where('userSurId', '=', principal.userSurId)
      .where('revokedAt', 'is', null)
      .where('id', '!=', principal.sessionId)
      .execute();
    await this.ctx.sessions.revokeForUser(principal.userSurId, 'password-reset', others.map((o) => o.id));
  }

  async loggedInDevices(principal: Principal) {
    const rows = await this.ctx.db
      .selectFrom('auth_session')
      .select(['id', 'deviceType', 'userAgent', 'location', 'createdAt', 'lastSeenAt'])
      .where('userSurId', '=', principal.userSurId)
      .where('revokedAt', 'is', null)
      .orderBy('lastSeenAt', 'desc')
      .execute();
    return doc(
      rows.map((r) => ({ idUserActivity: r.id, lastLogin: r.createdAt, lastSeen: r.lastSeenAt, deviceType: r.deviceType, deviceName: r.userAgent, location: parseJson(r.location), current: r.id === principal.sessionId })),
      SignupMessages.devicesOk,
    );
  }

  async devicesHistory(principal: Principal) {
    const rows = await this.ctx.db
      .selectFrom('login_history')
      .select(['deviceType', 'deviceLocation', 'userAgent', 'loginAt'])
      .where('userSurId', '=', principal.userSurId)
      .orderBy('loginAt', 'desc')
      .orderBy('id', 'desc')
      .limit(DEVICE_HISTORY_LIMIT)
      .execute();
    if (!rows.length) throw new AppError(500, SignupMessages.noHistory);
    return doc(
      rows.map((r) => ({ idVLUser: principal.userSurId, deviceType: r.deviceType, deviceLocation: parseJson(r.deviceLocation), userAgent: r.userAgent, lastLoginTime: r.loginAt })),
      SignupMessages.historyOk,
    );
  }

  private async pendingRequest(userSurId: number) {
    return this.ctx.db.selectFrom('subscription_request').selectAll().where('userSurId', '=', userSurId).where('status', '=', '').executeTakeFirst();
  }

  /** GET /auth/get-subscription-click-status: `data: true` while a request waits for the team. */
  async subscriptionClickStatus(principal: Principal) {
    return doc(!!(await this.pendingRequest(principal.userSurId)), SignupMessages.requestOk);
  }

  /** POST /auth/save-subscription-click-details: one pending request per student. */
  async saveSubscriptionClick(principal: Principal, body: z.infer<typeof subscriptionRequestBody>) {
    if (body.vlUserId !== principal.userSurId) throw new AppError(403, Messages.notYours);
    if (!(await this.pendingRequest(principal.userSurId))) {
      const account = await this.ctx.accounts.load(principal.userSurId);
      const now = this.now();
      await this.ctx.db
        .insertInto('subscription_request')
        .values({
          userSurId: principal.userSurId,
          name: body.name.trim(),
          // The number on the account, not whatever the client sent.
          mobileNumber: account?.user.mobileNumber ?? body.mobileNumber,
          source: (body.source || 'web').slice(0, 20),
          status: '',
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    }
    return doc(true, SignupMessages.subscriptionRequestSaved);
  }
}
