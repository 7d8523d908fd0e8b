import { z } from 'zod';
import { readOutbox } from '../../adapters/sms/outbox.js';
import { doc, documentSchema } from '../../http/envelope.js';
import { mobileNumber } from '../../http/schemas.js';
import { defineModule } from '../module.js';

const outboxResponse = documentSchema(
  z.array(z.object({ mobile: z.string(), text: z.string(), code: z.string().nullable(), createdAt: z.string() })),
);

/** Development tools; not registered in production (its URLs answer 404 there). */
export const devModule = defineModule({
  name: 'dev',
  enabled: (config) => !config.isProduction,
  routes(app, ctx) {
    app.get(
      '/api/dev/outbox',
      {
        schema: {
          tags: ['dev'],
          summary: 'SMS messages sent to a number, newest first (non-production only)',
          querystring: z.object({ mobile: mobileNumber }),
          response: { 200: outboxResponse },
        },
      },
      async (req) => doc(await readOutbox(ctx.db, req.query.mobile), 'Development SMS outbox'),
    );
  },
});
