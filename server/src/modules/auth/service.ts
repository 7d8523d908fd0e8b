import type { AppContext } from '../../context.js';
import { AccountMessages, type Account, type LoginData } from '../../domain/accounts.js';
import { OtpMessages, leadVerifyError } from '../../domain/otp.js';
import { PasswordResetTokens } from '../../domain/password-reset.js';
import type { DeviceInfo } from '../../domain/sessions.js';
import { RefreshMessages } from '../../domain/sessions.js';
import { formatIstLockTime } from '../../domain/time.js';
import type { Principal } from '../../http/auth.js';
import { doc, type Document } from '../../http/envelope.js';
import { AppError, Messages } from '../../http/errors.js';

export const AuthMessages = {
  loginOk: 'Login Successful',
  loggedOutElsewhere: 'Your account has been logged out in another device.',
  mobileNotRegistered: ' Provided Mobile Number Not Registered with our app.',
  incorrectOtp: 'Incorrect otp provided',
  usernameEmpty: 'username cannot be empty or null.',
  logout: 'Logout successfull',
  newPasswordSet: 'New Password Set Successful',
  resetInvalid: 'Reset password link is expired or invalid user.',
  requestOk: 'Request Sucessfull',
} as const;

const MOBILE_PATTERN = /^[98762]\d{9}$/;

export class AuthService {
  private readonly resets: PasswordResetTokens;

  constructor(private readonly ctx: AppContext) {
    this.resets = new PasswordResetTokens(ctx.db, ctx.clock, ctx.keys.pepper);
  }

  private async finishLogin(account: Account, device: DeviceInfo): Promise<Document<LoginData>> {
    await this.ctx.accounts.resetFailures(account.user);
    const session = await this.ctx.sessions.start(account, device);
    const data = await this.ctx.accounts.loginData(account, session, device.location);
    return doc(data, session.replacedExisting ? AuthMessages.loggedOutElsewhere : AuthMessages.loginOk);
  }

  private async checkPassword(account: Account, password: string): Promise<void> {
    if (!(await this.ctx.passwords.verify(account.user.passwordHash, password))) {
      await this.ctx.accounts.registerFailure(account.user);
      throw new AppError(401, AccountMessages.badCredentials);
    }
  }

  /** POST /auth/login: by e-mail, mobile number or username. */
  async passwordLogin(identifier: string, password: string, device: DeviceInfo): Promise<Document<LoginData>> {
    const user = await this.ctx.accounts.findByLogin(identifier);
    if (!user) {
      await this.ctx.passwords.verify(null, password); // same timing as a wrong password
      throw new AppError(404, AccountMessages.notFound);
    }
    this.ctx.accounts.assertCanLogIn(user);
    const account = await this.ctx.accounts.withDetails(user);
    await this.checkPassword(account, password);
    return this.finishLogin(account, device);
  }

  /** POST /auth/login/send-otp. */
  async sendLoginOtp(mobile: string): Promise<Document<boolean>> {
    const user = /^\d{10}$/.test(mobile) ? await this.ctx.accounts.findByMobile(mobile) : null;
    if (!user) throw new AppError(500, AuthMessages.mobileNotRegistered);
    if (user.activeFlag !== 1) throw new AppError(403, AccountMessages.deactivated);
    await this.ctx.otp.send(mobile, 'login');
    return doc(true, OtpMessages.sent);
  }

  /** POST /auth/login/verify: `{mobileNumber, otp}` or `{mobileNumber, password}`. */
  async verifyLogin(
    body: { mobileNumber: string; otp?: string | null; password?: string | null },
    device: DeviceInfo,
  ): Promise<Document<LoginData>> {
    const user = await this.ctx.accounts.findByMobile(body.mobileNumber);
    if (!user) throw new AppError(404, AccountMessages.notFound);
    this.ctx.accounts.assertCanLogIn(user);
    const account = await this.ctx.accounts.withDetails(user);
    if (!body.otp) {
      await this.checkPassword(account, body.password ?? '');
      return this.finishLogin(account, device);
    }
    const outcome = await this.ctx.otp.verify(body.mobileNumber, 'login', body.otp, 'consume');
    if (!outcome.ok) {
      if (outcome.reason === 'locked') {
        throw new AppError(500, `${OtpMessages.verifyDeniedPrefix}${formatIstLockTime(outcome.until)}`);
      }
      if (outcome.reason === 'expired') throw leadVerifyError(outcome);
      if (outcome.reason === 'wrong') await this.ctx.accounts.registerFailure(user);
      throw new AppError(500, AuthMessages.incorrectOtp);
    }
    return this.finishLogin(account, device);
  }

  /** GET /auth/check/username: `data: true` means taken. */
  async checkUsername(userName: string | undefined): Promise<Document<boolean>> {
    const value = (userName ?? '').trim();
    if (!value) throw new AppError(500, AuthMessages.usernameEmpty);
    const db = this.ctx.db;
    if (value.includes('@')) {
      const taken = !!(await this.ctx.accounts.findByLogin(value));
      return doc(taken, taken ? 'Oops! It looks like the email is already registered.' : 'Email is available!');
    }
    if (MOBILE_PATTERN.test(value)) {
      const taken = !!(await db.selectFrom('app_user').select('userSurId').where('mobileNumber', '=', value).executeTakeFirst());
      return doc(taken, taken ? 'Oops! It looks like the Mobile Number is already registered.' : 'Mobile Number is available!');
    }
    const taken = !!(await db.selectFrom('app_user').select('userSurId').where('username', '=', value).executeTakeFirst());
    return doc(taken, taken ? 'Oops! It looks like the Username is already registered.' : 'Username is available!');
  }

  /** GET /auth/getCorrespondingIds: only for the caller's own user id. */
  async correspondingIds(principal: Principal, userId: number) {
    if (userId !== principal.userSurId) throw new AppError(403, Messages.notYours);
    return doc({ idStudent: principal.idStudent, idParent: null, idTeacher: null }, AuthMessages.requestOk);
  }

  /** GET /auth/verify-forgot-password: sets the new password with the token from forgot-password-verifyotp. */
  async verifyForgotPassword(q: { userSurId: number; randomString: string; forgotPasswordUsername: string; newPassword: string }) {
    const account = await this.ctx.accounts.load(q.userSurId);
    const user = account?.user;
    const nameMatches =
      !!user && [user.username, user.mobileNumber, user.email?.toLowerCase()].includes(q.forgotPasswordUsername.trim().toLowerCase());
    if (!user || !nameMatches || user.activeFlag !== 1 || !(await this.resets.consume(user.userSurId, q.randomString))) {
      throw new AppError(500, AuthMessages.resetInvalid);
    }
    const passwordHash = await this.ctx.passwords.hash(q.newPassword);
    await this.ctx.db
      .updateTable('app_user')
      .set({ passwordHash, maxAttempts: 0, lastFailedLoginAt: null, lockedUntil: null, updatedAt: this.ctx.clock.now().toISOString() })
      .where('userSurId', '=', user.userSurId)
      .execute();
    // Whoever knew the old password is signed out everywhere.
    await this.ctx.sessions.revokeForUser(user.userSurId, 'password-reset');
    return doc(null, AuthMessages.newPasswordSet);
  }

  async refresh(refreshToken: string) {
    try {
      const pair = await this.ctx.sessions.rotate(refreshToken);
      return doc(pair, RefreshMessages.success);
    } catch (e) {
      if (e instanceof AppError) throw e;
      this.ctx.log.error({ err: e }, 'Token refresh failed');
      throw new AppError(500, RefreshMessages.failed);
    }
  }

  async logout(principal: Principal) {
    await this.ctx.sessions.revoke(principal.sessionId, 'logout');
    return doc(true, AuthMessages.logout);
  }

  async logoutDevices(principal: Principal, ids: string[], all: boolean) {
    if (!all && ids.length === 0) throw new AppError(400, 'Provide idUserDevices or allDevices=true.');
    if (all) await this.ctx.sessions.revokeForUser(principal.userSurId, 'logout-all');
    else await this.ctx.sessions.revokeForUser(principal.userSurId, 'logout', ids);
    return doc(true, AuthMessages.logout);
  }
}
