import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../domain/clock.js';
import type { Database } from '../../db/types.js';
import type { SmsMessage, SmsSender } from './port.js';

/**
 * Development outbox: messages are stored in `sms_message` (readable at `GET /api/dev/outbox`
 * outside production) and the code is logged outside production. Nothing leaves the machine.
 */
export class OutboxSmsSender implements SmsSender {
  readonly name = 'outbox';
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly logCodes: boolean,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db
      .insertInto('sms_message')
      .values({
        mobileNumber: message.mobile,
        text: message.text,
        code: message.code,
        createdAt: this.clock.now().toISOString(),
      })
      .execute();
    if (this.logCodes) this.log.info({ mobile: message.mobile, code: message.code }, `SMS outbox: ${message.text}`);
  }
}

export interface OutboxEntry {
  mobile: string;
  text: string;
  code: string | null;
  createdAt: string;
}

/** The newest messages sent to `mobile`. */
export async function readOutbox(db: Kysely<Database>, mobile: string, limit = 50): Promise<OutboxEntry[]> {
  const rows = await db
    .selectFrom('sms_message')
    .select(['mobileNumber', 'text', 'code', 'createdAt'])
    .where('mobileNumber', '=', mobile)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ mobile: r.mobileNumber, text: r.text, code: r.code, createdAt: r.createdAt }));
}
