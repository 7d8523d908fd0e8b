import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ROLE_ADMIN } from '../../domain/accounts.js';
import { PasswordResetTokens } from '../../domain/password-reset.js';
import { doc } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { rateLimit } from '../../http/rate-limit.js';
import { idParam } from '../../http/schemas.js';
import type { App } from '../module.js';

export const AuthExtraMessages = {
  maxAttemptsReset: 'Max attempts reset successfully',
  invalidUser: 'Invalid user.',
  checkEmail: 'Check E-Mail for Resetting Password.',
} as const;

const resetMaxAttemptsQuery = z.object({ idVlUser: idParam });
const forgotPasswordQuery = z.object({ forgotPasswordUsername: z.string().trim().min(1).max(254) });

/**
 * `PUT /api/v1/auth/reset-max-attempts?idVlUser` (ADMIN): unlocks an account locked by wrong
 * passwords or OTPs. `GET /api/v1/auth/forgot-password?forgotPasswordUsername` (public): the
 * original e-mailed a reset link; we have no e-mail channel, so the link goes by SMS to the
 * account's mobile. The answer is the same whether or not the account exists (no account
 * discovery), and the route is rate-limited like the OTP routes.
 */
export function registerAuthExtras(app: App, ctx: AppContext): void {
  const tags = ['auth'];
  const resets = new PasswordResetTokens(ctx.db, ctx.clock, ctx.keys.pepper);

  app.put(
    '/api/v1/auth/reset-max-attempts',
    { onRequest: [ctx.auth.roles(ROLE_ADMIN)], schema: { tags, security: [{ bearerAuth: [] }], summary: 'Unlock an account (ADMIN)', querystring: resetMaxAttemptsQuery } },
    async (req) => {
      const res = await ctx.db
        .updateTable('app_user')
        .set({ maxAttempts: 0, lastFailedLoginAt: null, lockedUntil: null, updatedAt: ctx.clock.now().toISOString() })
        .where('userSurId', '=', req.query.idVlUser)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw new AppError(500, AuthExtraMessages.invalidUser);
      return doc(true, AuthExtraMessages.maxAttemptsReset);
    },
  );

  app.get(
    '/api/v1/auth/forgot-password',
    { config: rateLimit(ctx.config.limits.otpRoute), schema: { tags, summary: 'Send a password-reset link to the account (by SMS)', querystring: forgotPasswordQuery } },
    async (req) => {
      const user = await ctx.accounts.findByLogin(req.query.forgotPasswordUsername);
      if (user && user.activeFlag === 1 && user.mobileNumber) {
        const randomString = await resets.issue(user.userSurId);
        const params = new URLSearchParams({ userSurId: String(user.userSurId), randomString, forgotPasswordUsername: user.username });
        const link = `${ctx.config.share.publicUrl ?? ''}/forgot/reset-password?${params.toString()}`; // never the Host header (link spoofing)
        try {
          await ctx.sms.send({ mobile: user.mobileNumber, text: `Reset your Vistas Learning password: ${link}`, code: null });
        } catch (err) {
          ctx.log.error({ err }, 'forgot-password link could not be sent');
          throw new AppError(404, 'Message not sent');
        }
      }
      return doc(null, AuthExtraMessages.checkEmail);
    },
  );
}
