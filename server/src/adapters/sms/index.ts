import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Clock } from '../../domain/clock.js';
import type { Database } from '../../db/types.js';
import { OutboxSmsSender } from './outbox.js';
import type { SmsSender } from './port.js';

export type { SmsMessage, SmsSender } from './port.js';

/**
 * Chooses the SMS adapter. Only the outbox exists today; a provider adapter plugs in here
 * (selected by its own env vars) without touching the services that send OTPs.
 */
export function createSmsSender(config: AppConfig, db: Kysely<Database>, clock: Clock, log: FastifyBaseLogger): SmsSender {
  if (config.isProduction) {
    log.warn('No SMS provider is configured: OTP messages go to the database outbox and are not delivered.');
  }
  return new OutboxSmsSender(db, clock, log, !config.isProduction);
}
