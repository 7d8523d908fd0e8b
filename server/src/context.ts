import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { createSmsSender, type SmsSender } from './adapters/sms/index.js';
import type { AppConfig } from './config.js';
import type { DialectName } from './db/index.js';
import type { Database } from './db/types.js';
import { AccountService } from './domain/accounts.js';
import type { Clock } from './domain/clock.js';
import { OtpService } from './domain/otp.js';
import { ReferenceRepository } from './domain/reference.js';
import { SessionService } from './domain/sessions.js';
import { createAuthHooks, type AuthHooks } from './http/auth.js';
import { PasswordHasher } from './security/passwords.js';
import type { Keys } from './security/secrets.js';
import { TokenService } from './security/tokens.js';

/**
 * Everything a module needs, built once per app: configuration, the database, the clock,
 * adapters and the services shared across endpoint families. Modules receive it in
 * `routes(app, ctx)` and build their own family services from it.
 */
export interface AppContext {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: DialectName;
  clock: Clock;
  log: FastifyBaseLogger;
  keys: Keys;
  sms: SmsSender;
  passwords: PasswordHasher;
  tokens: TokenService;
  reference: ReferenceRepository;
  accounts: AccountService;
  sessions: SessionService;
  otp: OtpService;
  auth: AuthHooks;
}

export interface ContextDeps {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: DialectName;
  clock: Clock;
  log: FastifyBaseLogger;
  keys: Keys;
  sms?: SmsSender;
}

export function createContext(d: ContextDeps): AppContext {
  const sms = d.sms ?? createSmsSender(d.config, d.db, d.clock, d.log);
  const tokens = new TokenService(d.config, d.keys, d.clock);
  const accounts = new AccountService(d.db, d.config, d.clock);
  return {
    ...d,
    sms,
    passwords: new PasswordHasher(d.config),
    tokens,
    reference: accounts.reference,
    accounts,
    sessions: new SessionService(d.db, d.config, d.clock, tokens, accounts, d.log),
    otp: new OtpService(d.db, d.config, d.clock, d.keys.pepper, sms, d.log),
    auth: createAuthHooks(d.db, tokens),
  };
}
