import type { FastifyRequest } from 'fastify';
import { defineModule } from '../module.js';
import { getLinkBody, linkResponse, shareParams, sharedVideoResponse, viewResponse } from './schemas.js';
import { ShareService } from './service.js';

/** The origin links are made for: the configured PUBLIC_URL, or the request's own origin. */
function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

/** `/api/v1/share` (public): make a link (student), open it (with or without a session), count a view. */
export const shareModule = defineModule({
  name: 'share',
  routes(app, ctx) {
    const s = new ShareService(ctx);
    const tags = ['share'];
    const P = '/api/v1/share';

    app.post(
      `${P}/get-link`,
      {
        onRequest: [ctx.auth.student],
        schema: {
          tags,
          security: [{ bearerAuth: [] }],
          summary: 'My link to a video (the same one all day); 429 past the daily limit',
          body: getLinkBody,
          response: { 200: linkResponse },
        },
      },
      (r) => s.getLink(r.principal!.userSurId, requestOrigin(r), r.body),
    );
    app.get(
      `${P}/:id`,
      {
        onRequest: [ctx.auth.optional],
        schema: { tags, summary: 'Open a shared video; premium content and expired links need a session', params: shareParams, response: { 200: sharedVideoResponse } },
      },
      (r) => s.open(r.params.id, r.principal),
    );
    app.put(
      `${P}/:id`,
      { onRequest: [ctx.auth.optional], schema: { tags, summary: 'Count one view of a shared link', params: shareParams, response: { 200: viewResponse } } },
      (r) => s.countView(r.params.id),
    );
  },
});
