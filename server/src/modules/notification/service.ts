import type { AppContext } from '../../context.js';
import type { Principal } from '../../http/auth.js';
import { doc } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import '../commerce/tables.js';
import type { UserNotification } from '../commerce/tables.js';

export const NotificationMessages = {
  ok: 'Request Sucessfull',
  updated: 'Notification Updated.',
  deleted: 'Notification Deleted.',
  notFound: 'Invalid User Notification,No such Data found.',
} as const;

/** The most notifications a list returns (newest first). */
export const NOTIFICATION_LIST_LIMIT = 200;

export function notificationDto(n: UserNotification) {
  return {
    idUserNotification: n.idUserNotification,
    header: n.header,
    content: n.content,
    isNotViewed: n.isNotViewed === 1,
    idVlUser: n.idVlUser,
    createdAt: n.createdAt,
    updatedAt: n.updatedAt,
    createdBy: n.createdBy,
    updatedBy: n.updatedBy,
  };
}

/** The caller's notifications; another user's id answers exactly like a missing one. */
export class NotificationService {
  constructor(private readonly ctx: AppContext) {}

  async list(principal: Principal) {
    const rows = await this.ctx.db
      .selectFrom('user_notification')
      .selectAll()
      .where('idVlUser', '=', principal.userSurId)
      .orderBy('createdAt', 'desc')
      .orderBy('idUserNotification', 'desc')
      .limit(NOTIFICATION_LIST_LIMIT)
      .execute();
    return doc(rows.map(notificationDto), NotificationMessages.ok);
  }

  private async own(principal: Principal, id: number) {
    const row = await this.ctx.db
      .selectFrom('user_notification')
      .select(['idUserNotification'])
      .where('idUserNotification', '=', id)
      .where('idVlUser', '=', principal.userSurId)
      .executeTakeFirst();
    if (!row) throw new AppError(500, NotificationMessages.notFound);
  }

  async markViewed(principal: Principal, id: number) {
    await this.own(principal, id);
    await this.ctx.db
      .updateTable('user_notification')
      .set({ isNotViewed: 0, updatedAt: this.ctx.clock.now().toISOString(), updatedBy: principal.userSurId })
      .where('idUserNotification', '=', id)
      .where('idVlUser', '=', principal.userSurId)
      .execute();
    return doc(NotificationMessages.updated, NotificationMessages.updated);
  }

  async remove(principal: Principal, id: number) {
    await this.own(principal, id);
    await this.ctx.db.deleteFrom('user_notification').where('idUserNotification', '=', id).where('idVlUser', '=', principal.userSurId).execute();
    return doc(NotificationMessages.deleted, NotificationMessages.deleted);
  }

  /** For other families: add a notification for a user. */
  async add(userSurId: number, header: string, content: string) {
    const now = this.ctx.clock.now().toISOString();
    await this.ctx.db
      .insertInto('user_notification')
      .values({ idVlUser: userSurId, header, content, isNotViewed: 1, seedKey: null, createdAt: now, updatedAt: now, createdBy: null, updatedBy: null })
      .execute();
  }
}
