import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SmsSender } from '../adapters/sms/index.js';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/types.js';
import { AppError } from '../http/errors.js';
import { pepperedHash, sameHash } from '../security/secrets.js';
import type { Clock } from './clock.js';
import { addMinutes, addMs, formatIstLockTime } from './time.js';

/** What a code is for; a code sent for one purpose never verifies another. */
export type OtpPurpose = 'login' | 'signup' | 'forgot-password' | 'mobile-change';

export const OtpMessages = {
  sent: 'Message sent successfully',
  notSent: 'Message not sent',
  sendDeniedPrefix: 'For security reasons your OTP request has been denied. , Please request after  ',
  verifyDeniedPrefix: 'For security reasons your OTP verification has been denied. , Please verify after  ',
  wrong: 'Please enter the correct OTP.',
  requestFirst: 'Please request the otp first.',
  expired: 'The OTP has expired, please request a new one.',
} as const;

export type VerifyOutcome =
  | { ok: true }
  | { ok: false; reason: 'no-code' | 'expired' | 'wrong' }
  | { ok: false; reason: 'locked'; until: Date };

export function otpText(code: string, ttlMs: number): string {
  const minutes = Math.max(1, Math.round(ttlMs / 60_000));
  return `Your Vistas Learning OTP is ${code}. It expires in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** The contract's lead/signup messages for a failed verification (all HTTP 500). */
export function leadVerifyError(outcome: Exclude<VerifyOutcome, { ok: true }>): AppError {
  switch (outcome.reason) {
    case 'no-code':
      return new AppError(500, OtpMessages.requestFirst);
    case 'expired':
      return new AppError(500, OtpMessages.expired);
    case 'wrong':
      return new AppError(500, OtpMessages.wrong);
    case 'locked':
      return new AppError(500, `${OtpMessages.verifyDeniedPrefix}${formatIstLockTime(outcome.until)}`);
  }
}

/**
 * One-time codes by SMS: 6 digits from a CSPRNG, stored as a peppered hash, valid for
 * OTP_TTL_MS, single use, at most OTP_MAX_WRONG_TRIES wrong codes and OTP_MAX_SENDS sends per
 * number before a lock of OTP_LOCK_MIN minutes. One row per mobile number (the latest code).
 */
export class OtpService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly pepper: Buffer,
    private readonly sms: SmsSender,
    private readonly log: FastifyBaseLogger,
  ) {}

  private hash(mobile: string, purpose: OtpPurpose, code: string): string {
    return pepperedHash(this.pepper, `otp:${purpose}:${mobile}:${code}`);
  }

  /** Sends a new code (replacing any earlier one). Throws the contract's denial when over the limit. */
  async send(mobile: string, purpose: OtpPurpose): Promise<void> {
    const now = this.clock.now();
    const nowIso = now.toISOString();
    const { maxSends, lockDurationMin, ttlMs } = this.config.otp;
    const row = await this.db.selectFrom('mobile_otp').selectAll().where('mobileNumber', '=', mobile).executeTakeFirst();

    let sends = 0;
    if (row) {
      if (row.sendLockedUntil && new Date(row.sendLockedUntil) > now) {
        throw new AppError(500, `${OtpMessages.sendDeniedPrefix}${formatIstLockTime(new Date(row.sendLockedUntil))}`);
      }
      const windowOver =
        !!row.sendLockedUntil || !row.lastSentAt || new Date(row.lastSentAt) < addMinutes(now, -lockDurationMin);
      sends = windowOver ? 0 : row.maxRequest;
      if (sends >= maxSends) {
        const until = addMinutes(now, lockDurationMin);
        await this.db
          .updateTable('mobile_otp')
          .set({ sendLockedUntil: until.toISOString(), updatedAt: nowIso })
          .where('mobileNumber', '=', mobile)
          .execute();
        throw new AppError(500, `${OtpMessages.sendDeniedPrefix}${formatIstLockTime(until)}`);
      }
    }

    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    const verifyLocked = !!row?.verifyLockedUntil && new Date(row.verifyLockedUntil) > now;
    const values = {
      purpose,
      otpHash: this.hash(mobile, purpose, code),
      expiresAt: addMs(now, ttlMs).toISOString(),
      verifiedAt: null,
      maxRequest: sends + 1,
      lastSentAt: nowIso,
      sendLockedUntil: null,
      // A new code does not lift a verification lock.
      maxAttempt: verifyLocked ? row!.maxAttempt : 0,
      verifyLockedUntil: verifyLocked ? row!.verifyLockedUntil : null,
      updatedAt: nowIso,
    };
    await this.db
      .insertInto('mobile_otp')
      .values({ mobileNumber: mobile, createdAt: nowIso, ...values })
      .onConflict((oc) => oc.column('mobileNumber').doUpdateSet(values))
      .execute();

    try {
      await this.sms.send({ mobile, text: otpText(code, ttlMs), code });
    } catch (e) {
      this.log.error({ err: e, mobile }, 'SMS send failed');
      await this.db.updateTable('mobile_otp').set({ otpHash: null }).where('mobileNumber', '=', mobile).execute();
      throw new AppError(404, OtpMessages.notSent);
    }
  }

  /**
   * Checks a code. `consume` (login, forgot password, signup) makes it unusable; `mark` (the
   * lead check before signup) records the check and leaves the code for the signup call.
   */
  async verify(mobile: string, purpose: OtpPurpose, code: string, mode: 'consume' | 'mark'): Promise<VerifyOutcome> {
    const now = this.clock.now();
    const nowIso = now.toISOString();
    const row = await this.db.selectFrom('mobile_otp').selectAll().where('mobileNumber', '=', mobile).executeTakeFirst();
    if (!row) return { ok: false, reason: 'no-code' };

    const lockedUntil = row.verifyLockedUntil ? new Date(row.verifyLockedUntil) : null;
    if (lockedUntil && lockedUntil > now) return { ok: false, reason: 'locked', until: lockedUntil };
    if (!row.otpHash || row.purpose !== purpose) return { ok: false, reason: 'no-code' };
    if (!row.expiresAt || new Date(row.expiresAt) <= now) return { ok: false, reason: 'expired' };

    const attempts = lockedUntil ? 0 : row.maxAttempt;
    if (!/^\d{6}$/.test(code) || !sameHash(this.hash(mobile, purpose, code), row.otpHash)) {
      const next = attempts + 1;
      const lock = next >= this.config.otp.maxWrongTries;
      await this.db
        .updateTable('mobile_otp')
        .set({
          maxAttempt: next,
          // The code dies with the lock: after it, a new code must be requested.
          otpHash: lock ? null : row.otpHash,
          verifyLockedUntil: lock ? addMinutes(now, this.config.otp.lockDurationMin).toISOString() : null,
          updatedAt: nowIso,
        })
        .where('mobileNumber', '=', mobile)
        .execute();
      return { ok: false, reason: 'wrong' };
    }

    // Guarded by the hash so that two concurrent uses of one code cannot both succeed.
    const result = await this.db
      .updateTable('mobile_otp')
      .set(
        mode === 'consume'
          ? { otpHash: null, verifiedAt: null, maxAttempt: 0, verifyLockedUntil: null, updatedAt: nowIso }
          : { verifiedAt: nowIso, maxAttempt: 0, verifyLockedUntil: null, updatedAt: nowIso },
      )
      .where('mobileNumber', '=', mobile)
      .where('otpHash', '=', row.otpHash)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return { ok: false, reason: 'no-code' };
    return { ok: true };
  }
}
