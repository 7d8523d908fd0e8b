import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config.js';

export interface Keys {
  /** HS512 signing key. */
  jwt: Uint8Array;
  /** Server pepper for hashing OTPs and opaque tokens. */
  pepper: Buffer;
  /** True when the secret was generated into DATA_DIR (not given in JWT_SECRET). */
  generated: boolean;
}

const SECRET_FILE = 'jwt-secret';

/** JWT_SECRET, else a secret generated once and kept in `<DATA_DIR>/jwt-secret` (mode 600). */
export function loadKeys(config: AppConfig): Keys {
  let secret = config.auth.jwtSecret;
  let generated = false;
  if (!secret) {
    const file = path.join(config.paths.dataDir, SECRET_FILE);
    fs.mkdirSync(config.paths.dataDir, { recursive: true });
    try {
      secret = fs.readFileSync(file, 'utf8').trim();
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
    if (!secret || secret.length < 32) {
      secret = crypto.randomBytes(64).toString('base64url');
      // 'wx' so two processes starting together cannot overwrite each other's secret.
      try {
        fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
        secret = fs.readFileSync(file, 'utf8').trim();
      }
    }
    generated = true;
  }
  const jwt = new TextEncoder().encode(secret);
  const pepper = crypto.createHmac('sha256', secret).update('vistas-learning:pepper:v1').digest();
  return { jwt, pepper, generated };
}

/** Keyed hash (hex) of a short secret such as an OTP or a token. */
export function pepperedHash(pepper: Buffer, value: string): string {
  return crypto.createHmac('sha256', pepper).update(value).digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** A random URL-safe token with `bytes` of entropy. */
export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}
