import { defineModule } from '../module.js';
import {
  categoryListResponse,
  commentBody,
  commentPageResponse,
  commentResponse,
  feedQuery,
  idParams,
  logBody,
  logResponse,
  pageQuery,
  reactionBody,
  reactionResponse,
  reportBody,
  reportResponse,
  videoListResponse,
  videoPageResponse,
  videoResponse,
  viewCountResponse,
  vidParams,
} from './schemas.js';
import { SocialVideoService } from './service.js';

/**
 * `/api/v1/social-video` (V-Shorts). Browsing is public (flags appear with a token); the
 * feed and every interaction need a student or parent token.
 */
export const socialVideoModule = defineModule({
  name: 'social-video',
  routes(app, ctx) {
    const s = new SocialVideoService(ctx);
    const tags = ['social-video'];
    const security = [{ bearerAuth: [] }];
    const P = '/api/v1/social-video';
    const member = [ctx.auth.required, ctx.auth.studentOrParent];
    const who = (req: { principal: { userSurId: number } | null }) => req.principal?.userSurId ?? null;

    app.get(
      `${P}/`,
      { onRequest: [ctx.auth.optional], schema: { tags, summary: 'A page (12) of short videos, newest first', querystring: pageQuery, response: { 200: videoPageResponse } } },
      (r) => s.browse(r.query.pageNumber ?? 0, who(r)),
    );
    app.get(`${P}/category`, { schema: { tags, summary: 'Short-video categories', response: { 200: categoryListResponse } } }, () => s.categories());
    app.get(
      `${P}/category/:id/videos`,
      { onRequest: [ctx.auth.optional], schema: { tags, summary: 'A page (12) of a category', params: idParams, querystring: pageQuery, response: { 200: videoPageResponse } } },
      (r) => s.byCategory(r.params.id, r.query.pageNumber ?? 0, who(r)),
    );
    app.get(
      `${P}/id/:id`,
      { onRequest: [ctx.auth.optional], schema: { tags, summary: 'One short video', params: idParams, response: { 200: videoResponse } } },
      (r) => s.byId(r.params.id, who(r)),
    );
    app.get(
      `${P}/latest`,
      { onRequest: [ctx.auth.optional], schema: { tags, summary: 'The 10 newest short videos', response: { 200: videoListResponse } } },
      (r) => s.latest(who(r)),
    );
    app.get(
      `${P}/get-social-videos`,
      {
        onRequest: member,
        schema: {
          tags,
          security,
          summary: 'My feed: pageSize 1-100 (default 5); completeFlag=false puts videos I have not finished first, true gives only finished ones',
          querystring: feedQuery,
          response: { 200: videoPageResponse },
        },
      },
      (r) => s.feed(r.principal!.userSurId, r.query.pageNumber ?? 0, r.query.pageSize, r.query.completeFlag),
    );
    app.post(
      `${P}/:id/like-dislike`,
      { onRequest: member, schema: { tags, security, summary: 'Set my reaction: like, dislike or neither', params: idParams, body: reactionBody, response: { 200: reactionResponse } } },
      (r) => s.react(r.principal!.userSurId, r.params.id, r.body.likeFlag, r.body.disLikeFlag),
    );
    for (const method of ['put', 'post'] as const) {
      app[method](
        `${P}/:id/view-count`,
        { onRequest: member, schema: { tags, security, summary: 'Count one view', hide: method === 'post', params: idParams, response: { 200: viewCountResponse } } },
        (r) => s.countView(r.params.id),
      );
    }
    app.post(
      `${P}/:vid/social-video-log`,
      { onRequest: member, schema: { tags, security, summary: 'Log my watch (seconds watched, finished or not)', params: vidParams, body: logBody, response: { 200: logResponse } } },
      (r) => s.log(r.principal!.userSurId, r.params.vid, r.body.watchedDuration, r.body.completionFlag),
    );
    app.get(
      `${P}/:id/comment`,
      { onRequest: member, schema: { tags, security, summary: 'A page (50) of comments, newest first', params: idParams, querystring: pageQuery, response: { 200: commentPageResponse } } },
      (r) => s.comments(r.principal!.userSurId, r.params.id, r.query.pageNumber ?? 0),
    );
    app.post(
      `${P}/:id/comment`,
      { onRequest: member, schema: { tags, security, summary: 'Post a comment (plain text, 1-300 characters)', params: idParams, body: commentBody, response: { 200: commentResponse } } },
      (r) => s.addComment(r.principal!.userSurId, r.params.id, r.body.comment),
    );
    app.post(
      `${P}/comment/:id/report`,
      { onRequest: member, schema: { tags, security, summary: "Report another student's comment; hidden for me at once, for everyone after 3 reports", params: idParams, body: reportBody, response: { 200: reportResponse } } },
      (r) => s.report(r.principal!.userSurId, r.params.id, r.body.reason),
    );
  },
});
