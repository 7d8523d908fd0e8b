import path from 'node:path';
import { loadSmsConfig, type SmsConfig } from './adapters/sms/config.js';
import { loadCommerceConfig, type CommerceConfig } from './modules/commerce/config.js';
import { loadAssistantConfig, type AssistantConfig } from './assistant/config.js';
import { loadQuizConfig, type QuizConfig } from './modules/quiz/config.js';

/**
 * Every setting the server reads from the environment, with its default, in one place.
 * `loadConfig(process.env, serverRoot)` is the only reader of `process.env` for settings;
 * tests build a config with `loadConfig({...}, serverRoot)` and override fields directly.
 */
export type NodeEnv = 'production' | 'development' | 'test';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket?: string;
  appId: string;
  messagingSenderId?: string;
}

export interface RateLimitRule {
  max: number;
  /** Window in milliseconds. */
  windowMs: number;
}

export interface AppConfig {
  nodeEnv: NodeEnv;
  isProduction: boolean;
  host: string;
  port: number;
  /** Trust X-Forwarded-* headers (behind a reverse proxy). */
  trustProxy: boolean;
  /** Pino log level; 'silent' turns logging off. */
  logLevel: string;

  paths: {
    /** The `server/` folder (public pages, bundled media). */
    serverRoot: string;
    dataDir: string;
    staticRoot: string;
    uploadsDir: string;
    /** Media roots, searched in order. */
    mediaDirs: string[];
    publicDir: string;
  };

  /** PostgreSQL connection string; SQLite in `<dataDir>/app.db` when absent. */
  databaseUrl: string | null;
  /** Connections in the PostgreSQL pool. */
  databasePoolSize: number;
  /** Longest wait for a database connection before the query fails (instead of hanging). */
  databaseWaitMs: number;
  /** Load demo data at start (never in production). */
  seedDemoData: boolean;

  auth: {
    /** HS512 secret; generated once and kept in `<dataDir>/jwt-secret` when not set. */
    jwtSecret: string | null;
    issuer: string;
    accessTokenTtlS: number;
    refreshTokenTtlS: number;
    /** Wrong passwords or OTPs before the account locks. */
    maxLoginAttempts: number;
    lockDurationMin: number;
    /** argon2id cost (OWASP minimum: 19 MiB, 2 passes). */
    argon2MemoryKib: number;
    argon2TimeCost: number;
  };

  /** SMS adapter (`adapters/sms/config.ts`). */
  sms: SmsConfig;
  /** Payments, plans and Google sign-in (`modules/commerce/config.ts`). */
  commerce: CommerceConfig;

  otp: {
    ttlMs: number;
    maxSends: number;
    maxWrongTries: number;
    /** How long sends or verifications stay denied once a limit is hit. */
    lockDurationMin: number;
  };

  limits: {
    bodyLimitBytes: number;
    uploadMaxBytes: number;
    errorReportMaxBytes: number;
    otpRoute: RateLimitRule;
    loginRoute: RateLimitRule;
    errorIntake: RateLimitRule;
    uploadRoute: RateLimitRule;
  };

  /** Share links (`/api/v1/share`). */
  share: {
    /** New links a student may make per IST day. */
    dailyLimit: number;
    /** Views after which a link expires for visitors without a session. */
    maxViews: number;
    /** Minutes after which a link expires for visitors without a session. */
    expiryMinutes: number;
    /** Origin written into links; null = the request's own origin. */
    publicUrl: string | null;
  };

  /** Quiz family: VCT gates and challenger timing (see modules/quiz/config.ts). */
  quiz: QuizConfig;
  /** The assistant service (`/openai/chat`; see assistant/config.ts). */
  assistant: AssistantConfig;

  flags: {
    showShortVideoWeb: boolean;
    showFeedbackForm: boolean;
  };

  /** Public values served as `/app-config.json` (nothing secret). */
  web: {
    appVersion: string;
    supportPhones: string[];
    supportEmail: string;
    feedbackFormUrl: string;
    termsUrl: string;
    privacyUrl: string;
    mobileAppUrl: string;
    sentryDsn: string | null;
    firebase: FirebaseWebConfig | null;
  };
}

type Env = Record<string, string | undefined>;

class ConfigError extends Error {
  constructor(name: string, problem: string) {
    super(`Configuration error: ${name} ${problem}`);
    this.name = 'ConfigError';
  }
}

function str(env: Env, name: string, fallback: string): string {
  const v = env[name];
  return v === undefined || v.trim() === '' ? fallback : v.trim();
}

function optional(env: Env, name: string): string | null {
  const v = env[name];
  return v === undefined || v.trim() === '' ? null : v.trim();
}

function int(env: Env, name: string, fallback: number, min = 0): number {
  const v = optional(env, name);
  if (v === null) return fallback;
  if (!/^\d+$/.test(v)) throw new ConfigError(name, `must be a whole number, got "${v}"`);
  const n = Number(v);
  if (n < min) throw new ConfigError(name, `must be at least ${min}, got ${n}`);
  return n;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const v = optional(env, name);
  if (v === null) return fallback;
  if (/^(1|true|yes|on)$/i.test(v)) return true;
  if (/^(0|false|no|off)$/i.test(v)) return false;
  throw new ConfigError(name, `must be true or false, got "${v}"`);
}

function firebaseConfig(env: Env): FirebaseWebConfig | null {
  const raw = optional(env, 'FIREBASE_CONFIG');
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ConfigError('FIREBASE_CONFIG', 'must be a JSON object');
  }
  const o = parsed as Record<string, unknown>;
  for (const key of ['apiKey', 'authDomain', 'projectId', 'appId'] as const) {
    if (typeof o?.[key] !== 'string' || o[key] === '') throw new ConfigError('FIREBASE_CONFIG', `needs a string "${key}"`);
  }
  const pick = (k: string) => (typeof o[k] === 'string' ? (o[k] as string) : undefined);
  const fb: FirebaseWebConfig = {
    apiKey: o.apiKey as string,
    authDomain: o.authDomain as string,
    projectId: o.projectId as string,
    appId: o.appId as string,
  };
  const bucket = pick('storageBucket');
  const sender = pick('messagingSenderId');
  if (bucket) fb.storageBucket = bucket;
  if (sender) fb.messagingSenderId = sender;
  return fb;
}

/**
 * Environment variables (all optional):
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | NODE_ENV | development | `production` hides dev routes and skips demo data |
 * | HOST / PORT | 0.0.0.0 / 8080 | listen address |
 * | TRUST_PROXY | false | honour X-Forwarded-For (rate limits per real client) |
 * | LOG_LEVEL | info (warn in test) | pino level or `silent` |
 * | DATA_DIR | `<repo>/.data` | SQLite file, JWT secret, uploads, media |
 * | STATIC_ROOT | `<DATA_DIR>/static` | built host + remotes |
 * | DATABASE_URL | (none: SQLite) | PostgreSQL connection string |
 * | DATABASE_POOL_SIZE | 10 | PostgreSQL pool size |
 * | DATABASE_WAIT_MS | 10000 | longest wait for a connection before a query fails |
 * | SEED_DEMO_DATA | true outside production | load demo data at start |
 * | JWT_SECRET | generated into DATA_DIR | HS512 secret, at least 32 characters |
 * | JWT_ISSUER | vistas-learning | `iss` claim |
 * | ACCESS_TOKEN_TTL_S | 900 | access token lifetime |
 * | REFRESH_TOKEN_TTL_S | 2592000 (30 days) | refresh token lifetime |
 * | MAX_LOGIN_ATTEMPTS | 3 | wrong passwords/OTPs before the account locks |
 * | LOCK_DURATION_MIN | 30 | account lock duration |
 * | ARGON2_MEMORY_KIB / ARGON2_TIME_COST | 19456 / 2 | argon2id cost for new password hashes |
 * | OTP_TTL_MS | 300000 | OTP lifetime |
 * | OTP_MAX_SENDS | 5 | OTP sends per number before sends are denied |
 * | OTP_MAX_WRONG_TRIES | 5 | wrong OTPs before verification is denied |
 * | OTP_LOCK_MIN | 30 | how long OTP sends/verifications stay denied |
 * | BODY_LIMIT_BYTES | 1048576 | JSON body limit |
 * | UPLOAD_MAX_BYTES | 5242880 | one screenshot |
 * | RATE_LIMIT_OTP | 10/60000 | OTP routes: requests per window (ms) per client |
 * | RATE_LIMIT_LOGIN | 20/60000 | login routes |
 * | RATE_LIMIT_ERRORS | 30/60000 | browser error intake |
 * | RATE_LIMIT_UPLOADS | 30/60000 | screenshot uploads |
 * | SHARE_VIDEO_REQUESTCOUNT | 10 | new share links per student per day |
 * | SHARE_VIDEO_VIEWCOUNT | 50 | views before a share link expires (visitors without a session) |
 * | SHARE_VIDEO_EXPIRY_MINUTES | 1440 | minutes before a share link expires (visitors without a session) |
 * | PUBLIC_URL | (request origin) | origin written into share links |
 * | FLAG_SHOW_SHORT_VIDEO_WEB | true | remote-config flag |
 * | FLAG_SHOW_FEEDBACK_FORM | true | remote-config flag (`show_feadback_form`) |
 * | SUPPORT_PHONES | 1800-123-4567,1800-765-4321 | comma-separated |
 * | SUPPORT_EMAIL | support@vistaslearning.in | |
 * | FEEDBACK_FORM_URL | /feedback-form.html | embedded feedback form |
 * | TERMS_URL / PRIVACY_URL | /terms.html / /privacy.html | |
 * | MOBILE_APP_URL | https://play.google.com/store | |
 * | SENTRY_DSN | (none) | browser error reporting; none = our error intake |
 * | FIREBASE_CONFIG | (none) | Firebase web config JSON for the browser |
 */
export function loadConfig(env: Env, serverRoot: string): AppConfig {
  const nodeEnvRaw = str(env, 'NODE_ENV', 'development');
  if (!['production', 'development', 'test'].includes(nodeEnvRaw)) {
    throw new ConfigError('NODE_ENV', `must be production, development or test, got "${nodeEnvRaw}"`);
  }
  const nodeEnv = nodeEnvRaw as NodeEnv;
  const isProduction = nodeEnv === 'production';
  const repoRoot = path.resolve(serverRoot, '..');
  const dataDir = path.resolve(str(env, 'DATA_DIR', path.join(repoRoot, '.data')));
  const jwtSecret = optional(env, 'JWT_SECRET');
  if (jwtSecret !== null && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters');

  const rule = (name: string, fallback: RateLimitRule): RateLimitRule => {
    const v = optional(env, name);
    if (v === null) return fallback;
    const m = /^(\d+)\/(\d+)$/.exec(v);
    if (!m) throw new ConfigError(name, `must look like "max/windowMs", e.g. "10/60000", got "${v}"`);
    return { max: Number(m[1]), windowMs: Number(m[2]) };
  };

  return {
    nodeEnv,
    isProduction,
    host: str(env, 'HOST', '0.0.0.0'),
    port: int(env, 'PORT', 8080),
    trustProxy: bool(env, 'TRUST_PROXY', false),
    logLevel: str(env, 'LOG_LEVEL', nodeEnv === 'test' ? 'warn' : 'info'),
    paths: {
      serverRoot,
      dataDir,
      staticRoot: path.resolve(str(env, 'STATIC_ROOT', path.join(dataDir, 'static'))),
      uploadsDir: path.join(dataDir, 'uploads'),
      mediaDirs: [path.join(dataDir, 'media'), path.join(serverRoot, 'media')],
      publicDir: path.join(serverRoot, 'public'),
    },
    databaseUrl: optional(env, 'DATABASE_URL'),
    databasePoolSize: int(env, 'DATABASE_POOL_SIZE', 10, 1),
    databaseWaitMs: int(env, 'DATABASE_WAIT_MS', 10_000, 100),
    seedDemoData: !isProduction && bool(env, 'SEED_DEMO_DATA', true),
    auth: {
      jwtSecret,
      issuer: str(env, 'JWT_ISSUER', 'vistas-learning'),
      accessTokenTtlS: int(env, 'ACCESS_TOKEN_TTL_S', 15 * 60, 10),
      refreshTokenTtlS: int(env, 'REFRESH_TOKEN_TTL_S', 30 * 24 * 3600, 60),
      maxLoginAttempts: int(env, 'MAX_LOGIN_ATTEMPTS', 3, 1),
      lockDurationMin: int(env, 'LOCK_DURATION_MIN', 30, 1),
      argon2MemoryKib: int(env, 'ARGON2_MEMORY_KIB', 19 * 1024, 1024),
      argon2TimeCost: int(env, 'ARGON2_TIME_COST', 2, 1),
    },
    sms: loadSmsConfig(env),
    commerce: loadCommerceConfig(env, isProduction),
    otp: {
      ttlMs: int(env, 'OTP_TTL_MS', 5 * 60 * 1000, 1000),
      maxSends: int(env, 'OTP_MAX_SENDS', 5, 1),
      maxWrongTries: int(env, 'OTP_MAX_WRONG_TRIES', 5, 1),
      lockDurationMin: int(env, 'OTP_LOCK_MIN', 30, 1),
    },
    limits: {
      bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 1024 * 1024, 1024),
      uploadMaxBytes: int(env, 'UPLOAD_MAX_BYTES', 5 * 1024 * 1024, 1024),
      errorReportMaxBytes: 64 * 1024,
      otpRoute: rule('RATE_LIMIT_OTP', { max: 10, windowMs: 60_000 }),
      loginRoute: rule('RATE_LIMIT_LOGIN', { max: 20, windowMs: 60_000 }),
      errorIntake: rule('RATE_LIMIT_ERRORS', { max: 30, windowMs: 60_000 }),
      uploadRoute: rule('RATE_LIMIT_UPLOADS', { max: 30, windowMs: 60_000 }),
    },
    share: {
      dailyLimit: int(env, 'SHARE_VIDEO_REQUESTCOUNT', 10, 1),
      maxViews: int(env, 'SHARE_VIDEO_VIEWCOUNT', 50, 1),
      expiryMinutes: int(env, 'SHARE_VIDEO_EXPIRY_MINUTES', 1440, 1),
      publicUrl: optional(env, 'PUBLIC_URL'),
    },
    quiz: loadQuizConfig(env),
    assistant: loadAssistantConfig(env),
    flags: {
      showShortVideoWeb: bool(env, 'FLAG_SHOW_SHORT_VIDEO_WEB', true),
      showFeedbackForm: bool(env, 'FLAG_SHOW_FEEDBACK_FORM', true),
    },
    web: {
      appVersion: '4.6.0',
      supportPhones: str(env, 'SUPPORT_PHONES', '1800-123-4567,1800-765-4321')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      supportEmail: str(env, 'SUPPORT_EMAIL', 'support@vistaslearning.in'),
      feedbackFormUrl: str(env, 'FEEDBACK_FORM_URL', '/feedback-form.html'),
      termsUrl: str(env, 'TERMS_URL', '/terms.html'),
      privacyUrl: str(env, 'PRIVACY_URL', '/privacy.html'),
      mobileAppUrl: str(env, 'MOBILE_APP_URL', 'https://play.google.com/store'),
      sentryDsn: optional(env, 'SENTRY_DSN'),
      firebase: firebaseConfig(env),
    },
  };
}
