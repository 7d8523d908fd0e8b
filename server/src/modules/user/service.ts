import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { OtpMessages, leadVerifyError } from '../../domain/otp.js';
import { RefreshMessages } from '../../domain/sessions.js';
import type { Principal } from '../../http/auth.js';
import { doc } from '../../http/envelope.js';
import { AppError, Messages } from '../../http/errors.js';
import { SignupMessages } from '../account/service.js';
import type { UserProfile, UserProfileUpdate } from './schemas.js';

export const UserMessages = {
  statusOk: 'Request Successfull',
  inactive: 'Your account is deactivated, please contact us.',
  otherDevice: 'Your session has been expired. Your account has been logged in into another device.',
  profileOk: 'Request successfull',
  noChanges: 'No changes detected in edit profile details!',
  onlyOnce: 'Only one time user is allowed to edit profile details!',
  invalidClass: 'Invalid ClassStandard Found',
  invalidLanguage: 'No Language Found',
  invalidState: 'Invalid state Found',
  invalidMedium: 'Invalid StudentMedium Found',
  invalidSyllabus: 'Invalid Syllabus Found',
  emailTaken: 'Oops! It looks like the email is already registered.',
  /** The contract's signup checks, reused for a new mobile number. */
  mobileTaken: SignupMessages.mobileExists,
  mobileDigits: SignupMessages.mobileDigits,
  mobileLength: SignupMessages.mobileLength,
  mobileInvalid: SignupMessages.mobileInvalid,
  otpMissing: SignupMessages.otpMissing,
  /** The number asked for is the one on the account already. */
  mobileSame: 'This is already your registered mobile number.',
} as const;

/** The contract's mobile checks (signup order after the existence check): digits, 10 of them, first digit 9/8/7/6/2. */
export function mobileFormatError(m: string): AppError | null {
  if (!/^\d+$/.test(m)) return new AppError(400, UserMessages.mobileDigits);
  if (m.length !== 10) return new AppError(400, UserMessages.mobileLength);
  if (!/^[98762]/.test(m)) return new AppError(400, UserMessages.mobileInvalid(m));
  return null;
}

export class UserService {
  constructor(private readonly ctx: AppContext) {}

  /** GET /v1/user/status. */
  status(principal: Principal) {
    return principal.active
      ? doc({ isActive: true }, UserMessages.statusOk)
      : doc({ isActive: false }, UserMessages.inactive);
  }

  /**
   * GET /v2/user/status?jwt: is `jwt` the token of the current session on its device type?
   * A newer login on the same device type makes it stale: 401 with validFlag false.
   */
  async statusV2(principal: Principal, jwt: string, isBrowser: boolean) {
    const isActive = principal.active;
    const claims = await this.ctx.tokens.decodeAccessIgnoringExpiry(jwt);
    const current =
      claims && claims.usid === principal.userSurId
        ? await this.ctx.sessions.activeSessionId(principal.userSurId, isBrowser ? 'web' : claims.aud)
        : null;
    if (!claims || claims.sid !== current) {
      return doc({ isActive, validFlag: false }, UserMessages.otherDevice, 401);
    }
    return doc({ isActive, validFlag: true }, isActive ? UserMessages.statusOk : UserMessages.inactive);
  }

  private async profileOf(userSurId: number): Promise<UserProfile> {
    const account = await this.ctx.accounts.load(userSurId);
    if (!account) throw new AppError(401, RefreshMessages.authFailed);
    const { user, student } = account;
    const ref = this.ctx.reference;
    const [cls, syl, st, med, lang] = await Promise.all([
      ref.classStandard(student?.idClassStandard ?? -1),
      ref.syllabus(student?.idSyllabus ?? -1),
      ref.state(student?.idState ?? -1),
      ref.medium(student?.idStudentMedium ?? -1),
      ref.language(student?.idLanguage ?? -1),
    ]);
    return {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      mobileNumber: user.mobileNumber,
      userSurId: user.userSurId,
      classStandard: student ? student.idClassStandard : null,
      classStandadName: cls?.classStandadName ?? null,
      idSyllabus: student ? student.idSyllabus : null,
      syllabusName: syl?.syllabusName ?? null,
      idState: student ? student.idState : null,
      state: st?.state ?? null,
      idStudentMedium: student ? student.idStudentMedium : null,
      medium: med?.medium ?? null,
      idSecondLanguage: student ? student.idLanguage : null,
      secondLanguageName: lang?.language ?? null,
      isProfileEdited: student?.isProfileEdited === 1,
    };
  }

  async getProfile(principal: Principal) {
    return doc(await this.profileOf(principal.userSurId), UserMessages.profileOk);
  }

  /** Is `mobile` someone else's mobile number or user name? (Usernames of OTP signups are mobile numbers.) */
  private async mobileUsedByOther(mobile: string, userSurId: number, db = this.ctx.db): Promise<boolean> {
    const other = await db
      .selectFrom('app_user')
      .select('userSurId')
      .where((eb) => eb.or([eb('mobileNumber', '=', mobile), eb('username', '=', mobile)]))
      .where('userSurId', '!=', userSurId)
      .executeTakeFirst();
    return !!other;
  }

  /** The checks on a new number, before a code is sent and again before it is saved. */
  private async checkNewMobile(mobile: string, current: string | null, userSurId: number): Promise<void> {
    const bad = mobileFormatError(mobile);
    if (bad) throw bad;
    if (mobile === current) throw new AppError(406, UserMessages.mobileSame);
    if (await this.mobileUsedByOther(mobile, userSurId)) throw new AppError(409, UserMessages.mobileTaken);
  }

  /**
   * POST /v1/user/change-mobile-sendotp?mobile: a code to the NEW number, which must be a valid
   * Indian mobile that no account uses. PUT user-profile with that number and the code changes it.
   */
  async sendMobileChangeOtp(principal: Principal, raw: string) {
    const account = await this.ctx.accounts.load(principal.userSurId);
    if (!account?.student) throw new AppError(403, Messages.accessDenied);
    const mobile = raw.trim();
    await this.checkNewMobile(mobile, account.user.mobileNumber, account.user.userSurId);
    await this.ctx.otp.send(mobile, 'mobile-change');
    return doc(true, OtpMessages.sent);
  }

  /**
   * PUT /v1/user/user-profile. Name, medium and second language can always change; class,
   * syllabus, state and e-mail only once (choosing them the first time does not count).
   * A class, syllabus or state change invalidates the caller's tokens (new claims needed).
   * A new mobileNumber needs the code sent to it (change-mobile-sendotp); it is checked last, so
   * a code is never used up by a request that fails for another reason. The user name follows
   * the number when it was the number (OTP signups), and the other sessions are signed out.
   */
  async updateProfile(principal: Principal, body: UserProfileUpdate) {
    if (body.userSurId !== principal.userSurId) throw new AppError(403, Messages.notYours);
    const account = await this.ctx.accounts.load(principal.userSurId);
    const student = account?.student;
    if (!account || !student) throw new AppError(403, Messages.accessDenied);
    const { user } = account;
    const ref = this.ctx.reference;

    const [cls, lang, st, med, syl] = await Promise.all([
      ref.classStandard(body.classStandard),
      ref.language(body.idSecondLanguage),
      ref.state(body.idState),
      ref.medium(body.idStudentMedium),
      ref.syllabus(body.idSyllabus),
    ]);
    if (!cls) throw new AppError(500, UserMessages.invalidClass);
    if (!lang) throw new AppError(500, UserMessages.invalidLanguage);
    if (!st) throw new AppError(500, UserMessages.invalidState);
    if (!med) throw new AppError(500, UserMessages.invalidMedium);
    if (!syl) throw new AppError(500, UserMessages.invalidSyllabus);

    const email = body.email ? body.email.toLowerCase() : null;
    const lastName = body.lastName === undefined ? user.lastName : body.lastName || null;
    const restricted = {
      classStandard: body.classStandard !== student.idClassStandard,
      syllabus: body.idSyllabus !== student.idSyllabus,
      state: body.idState !== student.idState,
      email: body.email !== undefined && (email ?? null) !== (user.email?.toLowerCase() ?? null),
    };
    const free = {
      firstName: body.firstName !== user.firstName,
      lastName: lastName !== user.lastName,
      medium: body.idStudentMedium !== student.idStudentMedium,
      language: body.idSecondLanguage !== student.idLanguage,
    };
    const newMobile = body.mobileNumber?.trim() || null;
    const mobileChanged = newMobile !== null && newMobile !== user.mobileNumber;
    const restrictedChanged = Object.values(restricted).some(Boolean);
    if (!restrictedChanged && !Object.values(free).some(Boolean) && !mobileChanged) throw new AppError(406, UserMessages.noChanges);
    if (mobileChanged) {
      await this.checkNewMobile(newMobile, user.mobileNumber, user.userSurId);
      if (!body.otp) throw new AppError(400, UserMessages.otpMissing);
    }

    // Choosing a value for the first time (from unset -1 / no e-mail) is not an edit.
    const countsAsEdit =
      (restricted.classStandard && student.idClassStandard > 0) ||
      (restricted.syllabus && student.idSyllabus > 0) ||
      (restricted.state && student.idState > 0) ||
      (restricted.email && !!user.email);
    if (countsAsEdit && student.isProfileEdited === 1) throw new AppError(406, UserMessages.onlyOnce);

    if (restricted.email && email) {
      const other = await this.ctx.db
        .selectFrom('app_user')
        .select('userSurId')
        .where(sql<string>`lower(email)`, '=', email)
        .where('userSurId', '!=', user.userSurId)
        .executeTakeFirst();
      if (other) throw new AppError(409, UserMessages.emailTaken);
    }

    if (mobileChanged) {
      const outcome = await this.ctx.otp.verify(newMobile, 'mobile-change', body.otp!, 'consume');
      if (!outcome.ok) throw leadVerifyError(outcome);
    }

    const now = this.ctx.clock.now().toISOString();
    await this.ctx.db.transaction().execute(async (trx) => {
      // Taken between the code and now? (The unique columns would refuse it anyway.)
      if (mobileChanged && (await this.mobileUsedByOther(newMobile, user.userSurId, trx))) throw new AppError(409, UserMessages.mobileTaken);
      await trx
        .updateTable('app_user')
        .set({
          firstName: body.firstName,
          lastName,
          email: restricted.email ? email : user.email,
          secondaryLanguage: lang.language,
          ...(mobileChanged
            ? { mobileNumber: newMobile, username: user.username === user.mobileNumber ? newMobile : user.username }
            : {}),
          updatedAt: now,
        })
        .where('userSurId', '=', user.userSurId)
        .execute();
      await trx
        .updateTable('student')
        .set({
          idClassStandard: body.classStandard,
          idSyllabus: body.idSyllabus,
          idState: body.idState,
          idStudentMedium: body.idStudentMedium,
          idLanguage: body.idSecondLanguage,
          isProfileEdited: countsAsEdit ? 1 : student.isProfileEdited,
          updatedAt: now,
        })
        .where('idStudent', '=', student.idStudent)
        .execute();
    });
    if (mobileChanged) {
      const others = await this.ctx.db
        .selectFrom('auth_session')
        .select('id')
        .where('userSurId', '=', user.userSurId)
        .where('revokedAt', 'is', null)
        .where('id', '!=', principal.sessionId)
        .execute();
      await this.ctx.sessions.revokeForUser(user.userSurId, 'logout-all', others.map((o) => o.id));
    }
    return doc(await this.profileOf(user.userSurId), UserMessages.profileOk);
  }
}
