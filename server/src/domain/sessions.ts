import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/types.js';
import { AppError } from '../http/errors.js';
import { TokenService, deviceTypeOf, type AccessClaims, type Audience } from '../security/tokens.js';
import type { Account, AccountService, LoginLocation } from './accounts.js';
import type { Clock } from './clock.js';
import { addMs } from './time.js';

export const RefreshMessages = {
  success: 'Token refresh is successful',
  notValid: 'The refresh token is expired and not valid anymore',
  expired: 'Refresh token was expired. Please make a new signin request',
  authFailed: 'Authentication Failed. Username or Password not valid.',
  unreadable: 'An error occured during getting username from token',
  failed: 'Error while fetching access token',
} as const;

export type RevokeReason = 'logout' | 'logout-all' | 'superseded' | 'reuse' | 'password-reset';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface StartedSession extends TokenPair {
  sessionId: string;
  /** Another session of the same device type was active and has been replaced. */
  replacedExisting: boolean;
}

export interface DeviceInfo {
  aud: Audience;
  deviceId: string | null;
  userAgent: string | null;
  location: LoginLocation | null;
}

/**
 * Device sessions and their refresh-token family. One active session per device type
 * (WEB, MOBILE, TV): a new login supersedes the old one. Refresh tokens rotate on every use;
 * presenting a used one again revokes the whole session (reuse detection).
 */
export class SessionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly tokens: TokenService,
    private readonly accounts: AccountService,
    private readonly log: FastifyBaseLogger,
  ) {}

  async claimsFor(account: Account, aud: Audience, sid: string): Promise<AccessClaims> {
    const flags = await this.accounts.subscriptionFlag(account.user);
    return {
      usid: account.user.userSurId,
      roles: account.roles.join(','),
      isc: account.student?.idClassStandard ?? -1,
      issy: account.student?.idSyllabus ?? -1,
      isst: account.student?.idState ?? -1,
      ssf: flags.subscribedFlag || flags.trialFlag,
      aud,
      sid,
    };
  }

  private async newRefreshToken(usid: number, aud: Audience): Promise<{ token: string; hash: string; expiresAt: string }> {
    const token = await this.tokens.signRefresh({ usid, aud, jti: crypto.randomUUID() });
    const expiresAt = addMs(this.clock.now(), this.config.auth.refreshTokenTtlS * 1000).toISOString();
    return { token, hash: TokenService.digest(token), expiresAt };
  }

  async start(account: Account, device: DeviceInfo): Promise<StartedSession> {
    const now = this.clock.now().toISOString();
    const userSurId = account.user.userSurId;
    const deviceType = deviceTypeOf(device.aud);
    const sessionId = crypto.randomUUID();
    const refresh = await this.newRefreshToken(userSurId, device.aud);
    const location = device.location ? JSON.stringify(device.location) : null;

    const replacedExisting = await this.db.transaction().execute(async (trx) => {
      const superseded = await trx
        .updateTable('auth_session')
        .set({ revokedAt: now, revokedReason: 'superseded' })
        .where('userSurId', '=', userSurId)
        .where('deviceType', '=', deviceType)
        .where('revokedAt', 'is', null)
        .executeTakeFirst();
      await trx
        .insertInto('auth_session')
        .values({
          id: sessionId,
          userSurId,
          deviceType,
          deviceId: device.deviceId,
          userAgent: device.userAgent,
          location,
          createdAt: now,
          lastSeenAt: now,
          revokedAt: null,
          revokedReason: null,
        })
        .execute();
      await trx
        .insertInto('refresh_token')
        .values({ sessionId, tokenHash: refresh.hash, expiresAt: refresh.expiresAt, createdAt: now, usedAt: null })
        .execute();
      await trx
        .insertInto('login_history')
        .values({ userSurId, deviceType, deviceLocation: location, userAgent: device.userAgent, loginAt: now })
        .execute();
      // Housekeeping for this user: sessions ended longer ago than a refresh token lives hold
      // only expired tokens (refresh rows go with them).
      const cutoff = addMs(this.clock.now(), -this.config.auth.refreshTokenTtlS * 1000).toISOString();
      await trx.deleteFrom('auth_session').where('userSurId', '=', userSurId).where('revokedAt', '<', cutoff).execute();
      return Number(superseded.numUpdatedRows) > 0;
    });

    const accessToken = await this.tokens.signAccess(await this.claimsFor(account, device.aud, sessionId));
    return { sessionId, accessToken, refreshToken: refresh.token, replacedExisting };
  }

  /** Exchanges a refresh token for a new pair; the presented token can never be used again. */
  async rotate(presented: string): Promise<TokenPair> {
    const verified = await this.tokens.verifyRefresh(presented);
    if (verified === 'expired') throw new AppError(401, RefreshMessages.expired);
    if (verified === 'invalid') throw new AppError(401, RefreshMessages.unreadable);

    const row = await this.db
      .selectFrom('refresh_token as rt')
      .innerJoin('auth_session as s', 's.id', 'rt.sessionId')
      .select(['rt.id', 'rt.sessionId', 'rt.expiresAt', 'rt.usedAt', 's.userSurId', 's.revokedAt'])
      .where('rt.tokenHash', '=', TokenService.digest(presented))
      .executeTakeFirst();
    if (!row) throw new AppError(401, RefreshMessages.notValid);
    if (row.usedAt) {
      await this.revoke(row.sessionId, 'reuse');
      this.log.warn({ userSurId: row.userSurId, sessionId: row.sessionId }, 'Refresh token reuse detected; session revoked');
      throw new AppError(401, RefreshMessages.notValid);
    }
    if (row.revokedAt) throw new AppError(401, RefreshMessages.notValid);
    if (new Date(row.expiresAt) <= this.clock.now()) throw new AppError(401, RefreshMessages.expired);
    if (row.userSurId !== verified.usid) throw new AppError(401, RefreshMessages.authFailed);

    const now = this.clock.now().toISOString();
    // Conditional update: of two concurrent uses, exactly one wins; the other is reuse.
    const marked = await this.db
      .updateTable('refresh_token')
      .set({ usedAt: now })
      .where('id', '=', row.id)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) {
      await this.revoke(row.sessionId, 'reuse');
      throw new AppError(401, RefreshMessages.notValid);
    }

    const account = await this.accounts.load(row.userSurId);
    if (!account || account.user.activeFlag !== 1) {
      await this.revoke(row.sessionId, 'logout');
      throw new AppError(401, RefreshMessages.authFailed);
    }
    const next = await this.newRefreshToken(row.userSurId, verified.aud);
    await this.db
      .insertInto('refresh_token')
      .values({ sessionId: row.sessionId, tokenHash: next.hash, expiresAt: next.expiresAt, createdAt: now, usedAt: null })
      .execute();
    await this.db.updateTable('auth_session').set({ lastSeenAt: now }).where('id', '=', row.sessionId).execute();
    const accessToken = await this.tokens.signAccess(await this.claimsFor(account, verified.aud, row.sessionId));
    return { accessToken, refreshToken: next.token };
  }

  async revoke(sessionId: string, reason: RevokeReason): Promise<void> {
    await this.db
      .updateTable('auth_session')
      .set({ revokedAt: this.clock.now().toISOString(), revokedReason: reason })
      .where('id', '=', sessionId)
      .where('revokedAt', 'is', null)
      .execute();
  }

  /** Revokes the user's active sessions (all, or only `sessionIds`); returns how many. */
  async revokeForUser(userSurId: number, reason: RevokeReason, sessionIds?: string[]): Promise<number> {
    if (sessionIds && sessionIds.length === 0) return 0;
    let q = this.db
      .updateTable('auth_session')
      .set({ revokedAt: this.clock.now().toISOString(), revokedReason: reason })
      .where('userSurId', '=', userSurId)
      .where('revokedAt', 'is', null);
    if (sessionIds) q = q.where('id', 'in', sessionIds);
    const r = await q.executeTakeFirst();
    return Number(r.numUpdatedRows);
  }

  /** The active session of this device type, if any. */
  async activeSessionId(userSurId: number, aud: Audience): Promise<string | null> {
    const row = await this.db
      .selectFrom('auth_session')
      .select('id')
      .where('userSurId', '=', userSurId)
      .where('deviceType', '=', deviceTypeOf(aud))
      .where('revokedAt', 'is', null)
      .orderBy('createdAt', 'desc')
      .executeTakeFirst();
    return row?.id ?? null;
  }
}
