import type { AppContext } from '../../context.js';
import { AccountMessages } from '../../domain/accounts.js';
import { OtpMessages, leadVerifyError } from '../../domain/otp.js';
import { PasswordResetTokens } from '../../domain/password-reset.js';
import { doc } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';

export const LeadMessages = {
  correctOtp: 'Correct otp',
  mobileNotFound: 'Mobile number is not found in our records',
  deactivated: AccountMessages.deactivated,
  incorrectOtp: 'Incorrect otp',
  userNotFound: 'User details not found in our records',
  forgotVerified: 'OTP verified successfully, you can reset your new password',
  mobileTaken: 'Mobile Number Has Already Taken',
  mobileFree: 'Mobile Number has not been taken',
  mobileInvalid: 'Mobile Number is invalid',
} as const;

/** Public OTP flows before login: signup check and forgot password. */
export class LeadService {
  private readonly resets: PasswordResetTokens;

  constructor(private readonly ctx: AppContext) {
    this.resets = new PasswordResetTokens(ctx.db, ctx.clock, ctx.keys.pepper);
  }

  /** POST /lead/sendotp: a signup code (the signup call consumes it). */
  async sendOtp(mobile: string) {
    await this.ctx.otp.send(mobile, 'signup');
    return doc(true, OtpMessages.sent);
  }

  /** POST /lead/verifyotp: checks the signup code and leaves it for new-auth-signup. */
  async verifyOtp(mobile: string, otp: string) {
    const outcome = await this.ctx.otp.verify(mobile, 'signup', otp, 'mark');
    if (!outcome.ok) throw leadVerifyError(outcome);
    return doc(true, LeadMessages.correctOtp);
  }

  async forgotPasswordSendOtp(mobile: string) {
    const user = await this.ctx.accounts.findByMobile(mobile);
    if (!user) throw new AppError(404, LeadMessages.mobileNotFound);
    if (user.activeFlag !== 1) throw new AppError(403, LeadMessages.deactivated);
    await this.ctx.otp.send(mobile, 'forgot-password');
    return doc(true, OtpMessages.sent);
  }

  async forgotPasswordVerifyOtp(mobile: string, otp: string) {
    const user = await this.ctx.accounts.findByMobile(mobile);
    if (!user || user.activeFlag !== 1) throw new AppError(404, LeadMessages.userNotFound);
    const outcome = await this.ctx.otp.verify(mobile, 'forgot-password', otp, 'consume');
    if (!outcome.ok) {
      if (outcome.reason === 'locked' || outcome.reason === 'expired') throw leadVerifyError(outcome);
      throw new AppError(404, LeadMessages.incorrectOtp);
    }
    const randomString = await this.resets.issue(user.userSurId);
    const params = new URLSearchParams({
      userSurId: String(user.userSurId),
      randomString,
      forgotPasswordUsername: user.username,
    });
    return doc(
      {
        userSurId: user.userSurId,
        forgotPasswordUsername: user.username,
        resetLink: `/forgot/reset-password?${params.toString()}`,
        randomString,
      },
      LeadMessages.forgotVerified,
    );
  }

  async checkMobileNumberExistence(mobile: string) {
    if (!/^[1-9]\d{9}$/.test(mobile)) throw new AppError(500, LeadMessages.mobileInvalid);
    const taken = !!(await this.ctx.accounts.findByMobile(mobile));
    return doc(taken, taken ? LeadMessages.mobileTaken : LeadMessages.mobileFree);
  }
}
