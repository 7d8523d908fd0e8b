import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context.js';
import type { Principal } from '../../http/auth.js';
import { doc } from '../../http/envelope.js';
import { AppError, Messages } from '../../http/errors.js';
import { randomToken } from '../../security/secrets.js';
import { sniffImage } from './images.js';
import type { z } from 'zod';
import type { errorReportBody, feedbackBody } from './schemas.js';

/** Client errors older than this are pruned as new ones arrive. */
const ERROR_RETENTION_DAYS = 30;

/** Self-hosted adapters of the browser's cloud ports (feedback, screenshots, flags, counter, errors). */
export class PlatformService {
  constructor(private readonly ctx: AppContext) {}

  async saveFeedback(principal: Principal, body: z.infer<typeof feedbackBody>) {
    const row = await this.ctx.db
      .insertInto('feedback')
      .values({
        userSurId: principal.userSurId,
        deviceInfo: JSON.stringify(body.device_info),
        networkInformation: JSON.stringify({
          downlink: body.network_information.downlink ?? null,
          effectiveType: body.network_information.effectiveType ?? null,
          onchange: body.network_information.onchange ?? null,
          rtt: body.network_information.rtt ?? null,
          saveData: body.network_information.saveData ?? null,
        }),
        imageRef: body.image_ref,
        userDetails: JSON.stringify(body.user_details),
        userMessage: body.user_message,
        pageUrl: body.page_url,
        createdAt: this.ctx.clock.now().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return doc({ id: row.id }, 'Thank you for feedback.');
  }

  /** Stores one image under `<uploads>/feedback/<userSurId>/` with an unguessable name. */
  async saveScreenshot(principal: Principal, userSurId: number, data: Buffer) {
    if (userSurId !== principal.userSurId) throw new AppError(403, Messages.notYours);
    const kind = sniffImage(data);
    if (!kind) throw new AppError(415, 'Only image files (JPEG, PNG, WebP or GIF) can be uploaded.');
    const dir = path.join(this.ctx.config.paths.uploadsDir, 'feedback', String(userSurId));
    await fs.mkdir(dir, { recursive: true });
    const name = `${this.ctx.clock.now().getTime()}-${randomToken(12)}.${kind.ext}`;
    await fs.writeFile(path.join(dir, name), data, { flag: 'wx' });
    return doc({ url: `/uploads/feedback/${userSurId}/${name}` }, 'Screenshot uploaded successfully');
  }

  remoteConfig() {
    const { showShortVideoWeb, showFeedbackForm } = this.ctx.config.flags;
    return doc({ show_short_video_web: showShortVideoWeb, show_feadback_form: showFeedbackForm }, 'Request Sucessfull');
  }

  async incrementCounter(collection: string, document: string) {
    const now = this.ctx.clock.now().toISOString();
    await this.ctx.db
      .insertInto('platform_counter')
      .values({ collection, document, count: 1, lastUpdated: now })
      .onConflict((oc) =>
        oc.columns(['collection', 'document']).doUpdateSet((eb) => ({ count: eb('platform_counter.count', '+', 1), lastUpdated: now })),
      )
      .execute();
    return this.readCounter(collection, document);
  }

  async readCounter(collection: string, document: string) {
    const row = await this.ctx.db
      .selectFrom('platform_counter')
      .select(['count', 'lastUpdated'])
      .where('collection', '=', collection)
      .where('document', '=', document)
      .executeTakeFirst();
    return doc({ count: row?.count ?? 0, lastUpdated: row?.lastUpdated ?? null }, 'Request Sucessfull');
  }

  async recordError(principal: Principal | null, body: z.infer<typeof errorReportBody>, userAgent: string | undefined) {
    const now = this.ctx.clock.now();
    const extra = body.tags || body.extra ? JSON.stringify({ tags: body.tags ?? null, extra: body.extra ?? null }) : null;
    const row = await this.ctx.db
      .insertInto('client_error')
      .values({
        userSurId: principal?.userSurId ?? null,
        message: body.message,
        name: body.name ?? null,
        stack: body.stack ?? null,
        url: body.url ?? null,
        remote: body.remote ?? null,
        release: body.release ?? null,
        level: body.level,
        userAgent: userAgent ? userAgent.slice(0, 500) : null,
        extra,
        createdAt: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (row.id % 100 === 0) {
      const cutoff = new Date(now.getTime() - ERROR_RETENTION_DAYS * 24 * 3600 * 1000).toISOString();
      await this.ctx.db.deleteFrom('client_error').where('createdAt', '<', cutoff).execute();
    }
    return doc({ id: row.id }, 'Error report received');
  }
}
