import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import { socialDb, type SocialDatabase } from '../../db/types-social.js';
import { istDate } from '../../domain/time.js';
import { doc } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import type { Principal } from '../../http/auth.js';
import { resolveShared, type ShareVideoType } from './resolvers.js';

const OK = 'Request Sucessfull';

export const ShareMsg = {
  dailyLimit: 'Sorry, you have exceeded the daily limit for sharing videos. Please try again tomorrow!',
  expired: 'Sorry, the current URL has expired. Please log in to stream content.',
  invalid: 'This URL might be invalid.',
  unauthorized: 'Sorry, you are not authorized to stream this content.',
  premium: 'Please purchase premium subscription to access this content.',
  noVideo: 'No Video Found',
} as const;

/** The random part of a link: 16 bytes, base64url (22 characters). */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Share links. Stricter than the original without changing the wire shapes: the link carries
 * a random token (not the base64 of a sequential id), links are per student, video and IST
 * day, a daily cap applies, and views and age expire a link for visitors without a session.
 */
export class ShareService {
  private readonly db: Kysely<SocialDatabase>;
  constructor(private readonly ctx: AppContext) {
    this.db = socialDb(ctx.db);
  }

  async getLink(userSurId: number, origin: string, body: { idVideo: number; videoType: ShareVideoType; contentType: 'premium' | 'free' }) {
    const content = await resolveShared(this.ctx.db, body.videoType, body.idVideo);
    if (!content) throw new AppError(404, ShareMsg.noVideo);
    const now = this.ctx.clock.now();
    const day = istDate(now);
    const contentType = content.premium ? 'premium' : body.contentType;
    const base = (this.ctx.config.share.publicUrl ?? origin).replace(/\/+$/, '');
    const existing = await this.db
      .selectFrom('share_link')
      .select('token')
      .where('userSurId', '=', userSurId)
      .where('videoType', '=', body.videoType)
      .where('idVideo', '=', body.idVideo)
      .where('shareDate', '=', day)
      .executeTakeFirst();
    if (existing) return doc(`${base}/share/${existing.token}`, OK);
    const today = await this.db
      .selectFrom('share_link')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userSurId', '=', userSurId)
      .where('shareDate', '=', day)
      .executeTakeFirst();
    if (Number(today?.n ?? 0) >= this.ctx.config.share.dailyLimit) throw new AppError(429, ShareMsg.dailyLimit);
    const token = crypto.randomBytes(16).toString('base64url');
    await this.db
      .insertInto('share_link')
      .values({
        token,
        userSurId,
        idVideo: body.idVideo,
        videoType: body.videoType,
        contentType,
        shareDate: day,
        viewCount: 0,
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + this.ctx.config.share.expiryMinutes * 60_000).toISOString(),
      })
      .execute();
    return doc(`${base}/share/${token}`, OK);
  }

  private async find(token: string) {
    if (!TOKEN.test(token)) throw new AppError(500, ShareMsg.invalid);
    const link = await this.db.selectFrom('share_link').selectAll().where('token', '=', token).executeTakeFirst();
    if (!link) throw new AppError(500, ShareMsg.invalid);
    return link;
  }

  async open(token: string, principal: Principal | null) {
    const link = await this.find(token);
    const loggedIn = !!principal && principal.active;
    const premium = link.contentType === 'premium';
    const expired = link.viewCount >= this.ctx.config.share.maxViews || this.ctx.clock.now().getTime() > new Date(link.expiresAt).getTime();
    if (!loggedIn) {
      if (premium) throw new AppError(401, ShareMsg.unauthorized);
      if (expired) throw new AppError(500, ShareMsg.expired);
    } else if (premium && !principal.claims.ssf) {
      throw new AppError(402, ShareMsg.premium);
    }
    const content = await resolveShared(this.ctx.db, link.videoType as ShareVideoType, link.idVideo);
    if (!content) throw new AppError(500, ShareMsg.invalid);
    return doc(
      {
        idShareVideo: link.idShareVideo,
        videoType: link.videoType,
        s3BucketURL: content.s3BucketURL,
        vcpVideoId: content.vcpVideoId,
        vcpVideoOtp: content.vcpVideoOtp,
        liveClassURL: content.liveClassURL,
        premiumFlag: premium,
        title: content.title,
        subTitle: content.subTitle,
        description: content.description,
        thumbnailURL: content.thumbnailURL,
      },
      OK,
    );
  }

  async countView(token: string) {
    const link = await this.find(token);
    await this.db
      .updateTable('share_link')
      .set((eb) => ({ viewCount: eb('viewCount', '+', 1) }))
      .where('idShareVideo', '=', link.idShareVideo)
      .execute();
    return doc({ viewCount: link.viewCount + 1 }, OK);
  }
}
