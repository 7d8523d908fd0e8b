import crypto from 'node:crypto';
import { SignJWT, compactVerify, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { AppConfig } from '../config.js';
import type { Clock } from '../domain/clock.js';
import type { Keys } from './secrets.js';

/** `aud` values of the contract, derived from the User-Agent. */
export type Audience = 'web' | 'mobile' | 'tablet' | 'tv' | 'unknown';
/** UserDevice device types: one session per type. */
export type DeviceType = 'WEB' | 'MOBILE' | 'TV';

export interface AccessClaims {
  usid: number;
  /** Comma-joined, e.g. `ROLE_STUDENT`. */
  roles: string;
  isc: number;
  issy: number;
  isst: number;
  /** Subscribed or on trial. */
  ssf: boolean;
  aud: Audience;
  /** Our session id (refresh-token family), so logout and reuse detection can revoke. */
  sid: string;
}

export interface VerifiedAccess extends AccessClaims {
  iat: number;
  exp: number;
}

export interface RefreshClaims {
  usid: number;
  aud: Audience;
  jti: string;
}

const ALG = 'HS512';

export function audienceFromUserAgent(ua: string | undefined): Audience {
  if (!ua) return 'unknown';
  if (/smart-?tv|googletv|appletv|hbbtv|roku|crkey|aftb|\btv\b/i.test(ua)) return 'tv';
  if (/ipad|tablet|playbook|silk|kindle/i.test(ua) || (/android/i.test(ua) && !/mobile/i.test(ua))) return 'tablet';
  if (/mobi|iphone|ipod|android|blackberry|opera mini|iemobile/i.test(ua)) return 'mobile';
  return 'web';
}

export function deviceTypeOf(aud: Audience): DeviceType {
  if (aud === 'mobile' || aud === 'tablet') return 'MOBILE';
  if (aud === 'tv') return 'TV';
  return 'WEB';
}

export type RefreshVerifyFailure = 'expired' | 'invalid';

export class TokenService {
  constructor(
    private readonly config: AppConfig,
    private readonly keys: Keys,
    private readonly clock: Clock,
  ) {}

  private nowS(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }

  async signAccess(c: AccessClaims): Promise<string> {
    const iat = this.nowS();
    return new SignJWT({ usid: c.usid, roles: c.roles, isc: c.isc, issy: c.issy, isst: c.isst, ssf: c.ssf, aud: c.aud, sid: c.sid })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setIssuer(this.config.auth.issuer)
      .setIssuedAt(iat)
      .setNotBefore(iat)
      .setExpirationTime(iat + this.config.auth.accessTokenTtlS)
      .sign(this.keys.jwt);
  }

  async signRefresh(c: RefreshClaims): Promise<string> {
    const iat = this.nowS();
    return new SignJWT({ usid: c.usid, aud: c.aud })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setIssuer(this.config.auth.issuer)
      .setJti(c.jti)
      .setIssuedAt(iat)
      .setNotBefore(iat)
      .setExpirationTime(iat + this.config.auth.refreshTokenTtlS)
      .sign(this.keys.jwt);
  }

  /** A valid, unexpired access token's claims, or null. */
  async verifyAccess(token: string): Promise<VerifiedAccess | null> {
    try {
      const { payload } = await jwtVerify(token, this.keys.jwt, {
        algorithms: [ALG],
        issuer: this.config.auth.issuer,
        currentDate: this.clock.now(),
      });
      return toAccess(payload);
    } catch {
      return null;
    }
  }

  /** Access-token claims checked by signature only (expiry ignored), for session comparison. */
  async decodeAccessIgnoringExpiry(token: string): Promise<VerifiedAccess | null> {
    try {
      const { payload } = await compactVerify(token, this.keys.jwt, { algorithms: [ALG] });
      const claims = JSON.parse(new TextDecoder().decode(payload)) as JWTPayload;
      if (claims.iss !== this.config.auth.issuer) return null;
      return toAccess(claims);
    } catch {
      return null;
    }
  }

  async verifyRefresh(token: string): Promise<RefreshClaims | RefreshVerifyFailure> {
    try {
      const { payload } = await jwtVerify(token, this.keys.jwt, {
        algorithms: [ALG],
        issuer: this.config.auth.issuer,
        currentDate: this.clock.now(),
      });
      if (typeof payload.usid !== 'number' || typeof payload.jti !== 'string' || 'roles' in payload) return 'invalid';
      return { usid: payload.usid, aud: (payload.aud as Audience) ?? 'unknown', jti: payload.jti };
    } catch (e) {
      return e instanceof joseErrors.JWTExpired ? 'expired' : 'invalid';
    }
  }

  /** sha256 of a token, the form stored in the database. */
  static digest(token: string): string {
    return crypto.createHash('sha256').update(token).digest('hex');
  }
}

function toAccess(p: JWTPayload): VerifiedAccess | null {
  const { usid, roles, isc, issy, isst, ssf, sid, aud, iat, exp } = p as Record<string, unknown>;
  if (
    typeof usid !== 'number' ||
    typeof roles !== 'string' ||
    typeof isc !== 'number' ||
    typeof issy !== 'number' ||
    typeof isst !== 'number' ||
    typeof ssf !== 'boolean' ||
    typeof sid !== 'string' ||
    typeof aud !== 'string' ||
    typeof iat !== 'number' ||
    typeof exp !== 'number'
  ) {
    return null;
  }
  return { usid, roles, isc, issy, isst, ssf, sid, aud: aud as Audience, iat, exp };
}
