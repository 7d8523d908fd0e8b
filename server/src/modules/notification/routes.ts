import { z } from 'zod';
import { idParam } from '../../http/schemas.js';
import { defineModule } from '../module.js';
import { NotificationService } from './service.js';

const idQuery = z.object({ idUserNotification: idParam });

/** `/api/v1/user-notification/`: the caller's notifications (students and parents). */
export const notificationModule = defineModule({
  name: 'notification',
  routes(app, ctx) {
    const service = new NotificationService(ctx);
    const opts = { onRequest: [ctx.auth.required, ctx.auth.studentOrParent] };
    const tags = ['user-notification'];
    const security = [{ bearerAuth: [] }];
    app.get('/api/v1/user-notification/', { ...opts, schema: { tags, security, summary: 'My notifications, newest first' } }, (req) => service.list(req.principal!));
    app.put('/api/v1/user-notification/', { ...opts, schema: { tags, security, summary: 'Mark one of my notifications viewed', querystring: idQuery } }, (req) =>
      service.markViewed(req.principal!, req.query.idUserNotification),
    );
    app.delete('/api/v1/user-notification/', { ...opts, schema: { tags, security, summary: 'Delete one of my notifications', querystring: idQuery } }, (req) =>
      service.remove(req.principal!, req.query.idUserNotification),
    );
  },
});
