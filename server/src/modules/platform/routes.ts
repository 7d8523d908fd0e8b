import { rateLimit } from '../../http/rate-limit.js';
import { AppError } from '../../http/errors.js';
import { defineModule } from '../module.js';
import {
  counterParams,
  counterResponse,
  errorReportBody,
  errorReportResponse,
  feedbackBody,
  feedbackResponse,
  remoteConfigResponse,
  screenshotQuery,
  screenshotResponse,
} from './schemas.js';
import { PlatformService } from './service.js';

/** `/api/v1/platform/*`: what the browser's self-hosted platform adapters call. */
export const platformModule = defineModule({
  name: 'platform',
  routes(app, ctx) {
    const service = new PlatformService(ctx);
    const tags = ['platform'];
    const security = [{ bearerAuth: [] }];
    const { config } = ctx;

    app.post(
      '/api/v1/platform/feedback',
      { onRequest: [ctx.auth.required], schema: { tags, security, summary: 'Store a feedback record', body: feedbackBody, response: { 200: feedbackResponse } } },
      (req) => service.saveFeedback(req.principal!, req.body),
    );

    app.post(
      '/api/v1/platform/screenshots',
      {
        onRequest: [ctx.auth.required],
        config: rateLimit(config.limits.uploadRoute),
        schema: {
          tags,
          security,
          summary: 'Upload one screenshot (multipart field "file"; JPEG, PNG, WebP or GIF; 5 MB max) to my folder',
          consumes: ['multipart/form-data'],
          querystring: screenshotQuery,
          response: { 200: screenshotResponse },
        },
      },
      async (req) => {
        if (!req.isMultipart()) throw new AppError(400, 'The request is not multipart/form-data.');
        const file = await req.file();
        if (!file) throw new AppError(400, "Attach one image file in the 'file' field.");
        const data = await file.toBuffer();
        return service.saveScreenshot(req.principal!, req.query.userSurId, data);
      },
    );

    app.get(
      '/api/v1/platform/remote-config',
      { schema: { tags, summary: 'Remote-config flags', response: { 200: remoteConfigResponse } } },
      () => service.remoteConfig(),
    );

    app.post(
      '/api/v1/platform/counters/:collection/:document/increment',
      { onRequest: [ctx.auth.required], schema: { tags, security, summary: 'count + 1, lastUpdated now', params: counterParams, response: { 200: counterResponse } } },
      (req) => service.incrementCounter(req.params.collection, req.params.document),
    );
    for (const url of ['/api/v1/platform/counters/:collection/:document', '/api/v1/platform/counters/:collection/:document/increment']) {
      app.get(
        url,
        { onRequest: [ctx.auth.required], schema: { tags, security, summary: 'Read the counter', params: counterParams, response: { 200: counterResponse } } },
        (req) => service.readCounter(req.params.collection, req.params.document),
      );
    }

    app.post(
      '/api/v1/platform/errors',
      {
        onRequest: [ctx.auth.optional],
        bodyLimit: config.limits.errorReportMaxBytes,
        config: rateLimit(config.limits.errorIntake),
        schema: { tags, summary: 'Browser error intake (used when no Sentry DSN is configured)', body: errorReportBody, response: { 200: errorReportResponse } },
      },
      (req) => service.recordError(req.principal, req.body, req.headers['user-agent']),
    );
  },
});
