import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';
import { pepperedHash, randomToken } from '../security/secrets.js';
import type { Clock } from './clock.js';
import { addMinutes } from './time.js';

/** How long the `randomString` from forgot-password-verifyotp stays valid. */
export const PASSWORD_RESET_TTL_MIN = 15;

/** Single-use reset tokens (stored hashed) linking forgot-password OTP to the new password. */
export class PasswordResetTokens {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly pepper: Buffer,
  ) {}

  private hash(token: string): string {
    return pepperedHash(this.pepper, `reset:${token}`);
  }

  async issue(userSurId: number): Promise<string> {
    const token = randomToken(24);
    const now = this.clock.now();
    // One live token per user: older ones stop working.
    await this.db.updateTable('password_reset').set({ usedAt: now.toISOString() }).where('userSurId', '=', userSurId).where('usedAt', 'is', null).execute();
    await this.db
      .insertInto('password_reset')
      .values({
        userSurId,
        tokenHash: this.hash(token),
        expiresAt: addMinutes(now, PASSWORD_RESET_TTL_MIN).toISOString(),
        usedAt: null,
        createdAt: now.toISOString(),
      })
      .execute();
    return token;
  }

  /** Marks the token used; true only for a live token of this user. */
  async consume(userSurId: number, token: string): Promise<boolean> {
    const now = this.clock.now().toISOString();
    const r = await this.db
      .updateTable('password_reset')
      .set({ usedAt: now })
      .where('tokenHash', '=', this.hash(token))
      .where('userSurId', '=', userSurId)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }
}
