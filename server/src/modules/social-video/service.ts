import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../../context.js';
import { socialDb, type SocialDatabase } from '../../db/types-social.js';
import { doc } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { pageOf } from '../../http/page.js';
import { COMMENT_MAX_LENGTH, FEED_DEFAULT_SIZE } from './schemas.js';

const OK = 'Request Sucessfull';
export const BROWSE_PAGE_SIZE = 12;
export const COMMENT_PAGE_SIZE = 50;
/** Distinct reports after which a comment is hidden from everyone until reviewed. */
export const REPORTS_TO_HIDE = 3;
/** Comments per student per minute. */
export const COMMENTS_PER_MINUTE = 5;
const PREVIEW_COMMENTS = 3;

type VideoRow = {
  idSocialVideo: number;
  idSocialVideoCategory: number;
  videoTitle: string;
  videoDescription: string | null;
  videoDuration: number | null;
  thumbnailLink: string | null;
  totalLikes: number;
  totalDisLikes: number;
  totalViews: number;
  uploadedAt: string;
};

export const Msg = {
  noVideo: 'No Video Found',
  noVideos: 'No Videos Available.',
  noMore: 'No More Videos Available.',
  bothReactions: 'Choose like or dislike, not both.',
  commentEmpty: 'Comment cannot be empty',
  commentTooLong: `Comment must be at most ${COMMENT_MAX_LENGTH} characters.`,
  commentTooFast: 'You are commenting too fast. Please wait a minute and try again.',
  commentAdded: 'Comment added successfully',
  noComment: 'No comment found',
  ownComment: 'You cannot report your own comment.',
  alreadyReported: 'You have already reported this comment.',
  reported: 'Thank you. We will review this comment.',
  noComments: 'No Comments Found',
} as const;

/**
 * Cleans a comment for storage: trims, drops control characters (newlines and tabs stay),
 * and keeps at most two blank lines in a row. It is stored and returned as plain text; the
 * client renders it as text, never as HTML.
 */
export function cleanComment(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B-\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export class SocialVideoService {
  private readonly db: Kysely<SocialDatabase>;
  constructor(private readonly ctx: AppContext) {
    this.db = socialDb(ctx.db);
  }

  private now() {
    return this.ctx.clock.now();
  }

  private active() {
    return this.db
      .selectFrom('social_video')
      .select([
        'social_video.idSocialVideo',
        'social_video.idSocialVideoCategory',
        'social_video.videoTitle',
        'social_video.videoDescription',
        'social_video.videoDuration',
        'social_video.thumbnailLink',
        'social_video.totalLikes',
        'social_video.totalDisLikes',
        'social_video.totalViews',
        'social_video.uploadedAt',
      ])
      .where('social_video.activeFlag', '=', 1);
  }

  private async requireVideo(id: number): Promise<VideoRow> {
    const v = await this.active().where('social_video.idSocialVideo', '=', id).executeTakeFirst();
    if (!v) throw new AppError(404, Msg.noVideo);
    return v;
  }

  /** Comments a student can see: not hidden, and not reported by that student. */
  private visibleComments(userSurId: number | null) {
    let q = this.db
      .selectFrom('social_video_comment as c')
      .innerJoin('app_user as u', 'u.userSurId', 'c.userSurId')
      .select(['c.idSocialVideoComment', 'c.idSocialVideo', 'c.comment', 'c.createdAt', 'c.userSurId', 'u.firstName'])
      .where('c.hiddenFlag', '=', 0);
    if (userSurId !== null) {
      q = q.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('social_video_comment_report as r')
              .select('r.userSurId')
              .whereRef('r.idSocialVideoComment', '=', 'c.idSocialVideoComment')
              .where('r.userSurId', '=', userSurId),
          ),
        ),
      );
    }
    return q;
  }

  private commentDto(c: { idSocialVideoComment: number; idSocialVideo: number; comment: string; createdAt: string; userSurId: number; firstName: string }, userSurId: number | null) {
    return {
      idSocialVideoComment: c.idSocialVideoComment,
      idSocialVideo: c.idSocialVideo,
      comment: c.comment,
      userName: c.firstName,
      createdAt: new Date(c.createdAt).toISOString(),
      ownComment: userSurId !== null && c.userSurId === userSurId,
    };
  }

  /** Adds links, the caller's flags, comment counts and the newest comments. */
  private async hydrate(rows: VideoRow[], userSurId: number | null) {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.idSocialVideo);
    const [links, reactions, logs, counts, recent] = await Promise.all([
      this.db.selectFrom('social_video_link').select(['idSocialVideo', 'videoLink', 'resolution']).where('idSocialVideo', 'in', ids).orderBy('idSocialVideoLink').execute(),
      userSurId === null
        ? Promise.resolve([])
        : this.db.selectFrom('social_video_reaction').select(['idSocialVideo', 'reaction']).where('userSurId', '=', userSurId).where('idSocialVideo', 'in', ids).execute(),
      userSurId === null
        ? Promise.resolve([])
        : this.db.selectFrom('social_video_log').select(['idSocialVideo', 'completionFlag']).where('userSurId', '=', userSurId).where('idSocialVideo', 'in', ids).execute(),
      this.visibleComments(userSurId)
        .clearSelect()
        .select(['c.idSocialVideo', (eb) => eb.fn.countAll<number>().as('n')])
        .where('c.idSocialVideo', 'in', ids)
        .groupBy('c.idSocialVideo')
        .execute(),
      this.visibleComments(userSurId)
        .where('c.idSocialVideo', 'in', ids)
        .orderBy('c.createdAt', 'desc')
        .orderBy('c.idSocialVideoComment', 'desc')
        .limit(ids.length * PREVIEW_COMMENTS * 4)
        .execute(),
    ]);
    return rows.map((r) => {
      const reaction = reactions.find((x) => x.idSocialVideo === r.idSocialVideo)?.reaction ?? null;
      return {
        idSocialVideo: r.idSocialVideo,
        idSocialVideoCategory: r.idSocialVideoCategory,
        videoTitle: r.videoTitle,
        videoDescription: r.videoDescription,
        videoDuration: r.videoDuration,
        totalLikes: r.totalLikes,
        totalDisLikes: r.totalDisLikes,
        totalComments: Number(counts.find((c) => c.idSocialVideo === r.idSocialVideo)?.n ?? 0),
        totalViews: r.totalViews,
        completionFlag: logs.some((l) => l.idSocialVideo === r.idSocialVideo && l.completionFlag === 1),
        thumbnailLink: r.thumbnailLink,
        likeFlag: reaction === 'LIKE',
        disLikeFlag: reaction === 'DISLIKE',
        uploadedAt: new Date(r.uploadedAt).toISOString(),
        comments: recent
          .filter((c) => c.idSocialVideo === r.idSocialVideo)
          .slice(0, PREVIEW_COMMENTS)
          .map((c) => this.commentDto(c, userSurId)),
        videoLinks: links.filter((l) => l.idSocialVideo === r.idSocialVideo).map((l) => ({ videoLink: l.videoLink, resolution: l.resolution })),
      };
    });
  }

  private async paged(q: ReturnType<SocialVideoService['active']>, pageNumber: number, pageSize: number, userSurId: number | null) {
    const countRow = await q
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .clearOrderBy()
      .executeTakeFirst();
    const total = Number(countRow?.n ?? 0);
    const rows = await q.limit(pageSize).offset(pageNumber * pageSize).execute();
    if (rows.length === 0) {
      if (pageNumber === 0) throw new AppError(500, Msg.noVideos);
      return doc(null, Msg.noMore);
    }
    return doc(pageOf(await this.hydrate(rows, userSurId), pageNumber, pageSize, total, true), OK);
  }

  browse(pageNumber: number, userSurId: number | null) {
    return this.paged(this.active().orderBy('social_video.uploadedAt', 'desc').orderBy('social_video.idSocialVideo', 'desc'), pageNumber, BROWSE_PAGE_SIZE, userSurId);
  }

  async categories() {
    const rows = await this.db.selectFrom('social_video_category').selectAll().orderBy('idSocialVideoCategory').execute();
    if (rows.length === 0) throw new AppError(500, 'No category found');
    return doc(rows, OK);
  }

  async byCategory(id: number, pageNumber: number, userSurId: number | null) {
    const cat = await this.db.selectFrom('social_video_category').select('idSocialVideoCategory').where('idSocialVideoCategory', '=', id).executeTakeFirst();
    if (!cat) throw new AppError(500, 'No category found');
    return this.paged(
      this.active().where('social_video.idSocialVideoCategory', '=', id).orderBy('social_video.uploadedAt', 'desc').orderBy('social_video.idSocialVideo', 'desc'),
      pageNumber,
      BROWSE_PAGE_SIZE,
      userSurId,
    );
  }

  async byId(id: number, userSurId: number | null) {
    const v = await this.active().where('social_video.idSocialVideo', '=', id).executeTakeFirst();
    if (!v) throw new AppError(500, Msg.noVideo);
    return doc((await this.hydrate([v], userSurId))[0]!, OK);
  }

  async latest(userSurId: number | null) {
    const rows = await this.active().orderBy('social_video.uploadedAt', 'desc').orderBy('social_video.idSocialVideo', 'desc').limit(10).execute();
    if (rows.length === 0) throw new AppError(500, Msg.noVideos);
    return doc(await this.hydrate(rows, userSurId), OK);
  }

  /**
   * The student's feed. completeFlag=false: every video, the ones not watched to the end
   * first (so the feed never runs dry); true: only completed ones; absent: newest first.
   */
  feed(userSurId: number, pageNumber: number, pageSize = FEED_DEFAULT_SIZE, completeFlag?: boolean) {
    let q = this.active().leftJoin('social_video_log as l', (j) => j.onRef('l.idSocialVideo', '=', 'social_video.idSocialVideo').on('l.userSurId', '=', userSurId));
    if (completeFlag === true) q = q.where('l.completionFlag', '=', 1);
    if (completeFlag === false) q = q.orderBy(sql`coalesce(${sql.ref('l.completionFlag')}, 0)`, 'asc');
    q = q.orderBy('social_video.uploadedAt', 'desc').orderBy('social_video.idSocialVideo', 'desc');
    return this.paged(q as unknown as ReturnType<SocialVideoService['active']>, pageNumber, pageSize, userSurId);
  }

  async react(userSurId: number, id: number, likeFlag: boolean, disLikeFlag: boolean) {
    if (likeFlag && disLikeFlag) throw new AppError(400, Msg.bothReactions);
    await this.requireVideo(id);
    const next = likeFlag ? 'LIKE' : disLikeFlag ? 'DISLIKE' : null;
    const now = this.now().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const prevRow = await trx.selectFrom('social_video_reaction').select('reaction').where('idSocialVideo', '=', id).where('userSurId', '=', userSurId).executeTakeFirst();
      const prev = prevRow?.reaction ?? null;
      if (prev === next) return;
      const dl = (next === 'LIKE' ? 1 : 0) - (prev === 'LIKE' ? 1 : 0);
      const dd = (next === 'DISLIKE' ? 1 : 0) - (prev === 'DISLIKE' ? 1 : 0);
      if (next === null) {
        await trx.deleteFrom('social_video_reaction').where('idSocialVideo', '=', id).where('userSurId', '=', userSurId).execute();
      } else {
        await trx
          .insertInto('social_video_reaction')
          .values({ idSocialVideo: id, userSurId, reaction: next, updatedAt: now })
          .onConflict((oc) => oc.columns(['idSocialVideo', 'userSurId']).doUpdateSet({ reaction: next, updatedAt: now }))
          .execute();
      }
      await trx
        .updateTable('social_video')
        .set((eb) => ({ totalLikes: eb('totalLikes', '+', dl), totalDisLikes: eb('totalDisLikes', '+', dd) }))
        .where('idSocialVideo', '=', id)
        .execute();
    });
    const v = await this.requireVideo(id);
    return doc(
      {
        idSocialVideo: id,
        totalLikes: Math.max(0, v.totalLikes),
        totalDisLikes: Math.max(0, v.totalDisLikes),
        likeFlag: next === 'LIKE',
        disLikeFlag: next === 'DISLIKE',
      },
      OK,
    );
  }

  async countView(id: number) {
    await this.requireVideo(id);
    await this.db
      .updateTable('social_video')
      .set((eb) => ({ totalViews: eb('totalViews', '+', 1) }))
      .where('idSocialVideo', '=', id)
      .execute();
    const v = await this.requireVideo(id);
    return doc({ idSocialVideo: id, totalViews: v.totalViews }, OK);
  }

  /** The watch log: the longest watch, completed once watched to the end, and a view count. */
  async log(userSurId: number, id: number, watchedDuration: number, completionFlag: boolean) {
    await this.requireVideo(id);
    const now = this.now().toISOString();
    const saved = await this.db.transaction().execute(async (trx) => {
      const prev = await trx.selectFrom('social_video_log').selectAll().where('idSocialVideo', '=', id).where('userSurId', '=', userSurId).executeTakeFirst();
      const row = {
        idSocialVideo: id,
        userSurId,
        watchedDuration: Math.max(prev?.watchedDuration ?? 0, watchedDuration),
        completionFlag: (prev?.completionFlag === 1 || completionFlag ? 1 : 0) as 0 | 1,
        viewCount: (prev?.viewCount ?? 0) + 1,
        lastWatchedAt: now,
      };
      if (prev) {
        await trx
          .updateTable('social_video_log')
          .set({ watchedDuration: row.watchedDuration, completionFlag: row.completionFlag, viewCount: row.viewCount, lastWatchedAt: now })
          .where('idSocialVideo', '=', id)
          .where('userSurId', '=', userSurId)
          .execute();
      } else {
        await trx.insertInto('social_video_log').values(row).execute();
      }
      return row;
    });
    return doc(
      { idSocialVideo: id, watchedDuration: saved.watchedDuration, completionFlag: saved.completionFlag === 1, viewCount: saved.viewCount, lastWatchedAt: now },
      OK,
    );
  }

  async comments(userSurId: number, id: number, pageNumber: number) {
    await this.requireVideo(id);
    const base = this.visibleComments(userSurId).where('c.idSocialVideo', '=', id);
    const countRow = await base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const total = Number(countRow?.n ?? 0);
    const rows = await base
      .orderBy('c.createdAt', 'desc')
      .orderBy('c.idSocialVideoComment', 'desc')
      .limit(COMMENT_PAGE_SIZE)
      .offset(pageNumber * COMMENT_PAGE_SIZE)
      .execute();
    if (rows.length === 0 && pageNumber > 0) return doc(null, 'No More Comments Available.');
    return doc(
      pageOf(
        rows.map((c) => this.commentDto(c, userSurId)),
        pageNumber,
        COMMENT_PAGE_SIZE,
        total,
        true,
      ),
      rows.length ? OK : Msg.noComments,
    );
  }

  async addComment(userSurId: number, id: number, raw: string) {
    const text = cleanComment(raw);
    if (!text) throw new AppError(400, Msg.commentEmpty);
    if ([...text].length > COMMENT_MAX_LENGTH) throw new AppError(400, Msg.commentTooLong);
    await this.requireVideo(id);
    const now = this.now();
    const since = new Date(now.getTime() - 60_000).toISOString();
    const recent = await this.db
      .selectFrom('social_video_comment')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userSurId', '=', userSurId)
      .where('createdAt', '>', since)
      .executeTakeFirst();
    if (Number(recent?.n ?? 0) >= COMMENTS_PER_MINUTE) throw new AppError(429, Msg.commentTooFast);
    const inserted = await this.db
      .insertInto('social_video_comment')
      .values({ idSocialVideo: id, userSurId, comment: text, hiddenFlag: 0, reportCount: 0, createdAt: now.toISOString() })
      .returning('idSocialVideoComment')
      .executeTakeFirstOrThrow();
    const row = await this.visibleComments(userSurId).where('c.idSocialVideoComment', '=', inserted.idSocialVideoComment).executeTakeFirstOrThrow();
    return doc(this.commentDto(row, userSurId), Msg.commentAdded);
  }

  async report(userSurId: number, idComment: number, reason: string) {
    const c = await this.db
      .selectFrom('social_video_comment as c')
      .innerJoin('social_video as v', 'v.idSocialVideo', 'c.idSocialVideo')
      .select(['c.idSocialVideoComment', 'c.userSurId', 'c.hiddenFlag'])
      .where('c.idSocialVideoComment', '=', idComment)
      .where('v.activeFlag', '=', 1)
      .executeTakeFirst();
    if (!c || c.hiddenFlag === 1) throw new AppError(404, Msg.noComment);
    if (c.userSurId === userSurId) throw new AppError(400, Msg.ownComment);
    const now = this.now().toISOString();
    const done = await this.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('social_video_comment_report')
        .select('userSurId')
        .where('idSocialVideoComment', '=', idComment)
        .where('userSurId', '=', userSurId)
        .executeTakeFirst();
      if (existing) return false;
      await trx.insertInto('social_video_comment_report').values({ idSocialVideoComment: idComment, userSurId, reason, createdAt: now }).execute();
      await trx
        .updateTable('social_video_comment')
        .set((eb) => ({ reportCount: eb('reportCount', '+', 1) }))
        .where('idSocialVideoComment', '=', idComment)
        .execute();
      await trx
        .updateTable('social_video_comment')
        .set({ hiddenFlag: 1 })
        .where('idSocialVideoComment', '=', idComment)
        .where('reportCount', '>=', REPORTS_TO_HIDE)
        .execute();
      return true;
    });
    if (!done) throw new AppError(409, Msg.alreadyReported);
    return doc({ idSocialVideoComment: idComment, reported: true }, Msg.reported);
  }
}
