import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.js';
import type { Clock } from '../../domain/clock.js';
import type { Database } from '../../db/types.js';
import { Msg91SmsSender } from './msg91.js';
import { OutboxSmsSender } from './outbox.js';
import type { SmsSender } from './port.js';

export type { SmsMessage, SmsSender } from './port.js';

/**
 * Chooses the SMS adapter from config (`SMS_PROVIDER`, see `config.ts`): MSG91's Flow API when
 * configured, otherwise the development outbox (nothing leaves the machine).
 */
export function createSmsSender(config: AppConfig, db: Kysely<Database>, clock: Clock, log: FastifyBaseLogger): SmsSender {
  if (config.sms.provider === 'msg91' && config.sms.msg91) return new Msg91SmsSender(config.sms.msg91, config.sms.timeoutMs);
  if (config.isProduction) {
    log.warn('No SMS provider is configured (SMS_PROVIDER): OTP messages go to the database outbox and are not delivered.');
  }
  return new OutboxSmsSender(db, clock, log, !config.isProduction);
}
