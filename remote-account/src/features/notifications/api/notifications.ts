import { call, getData } from '@app/shared';

export interface UserNotification {
  idUserNotification: number;
  header: string;
  content: string;
  isNotViewed: boolean;
  idVlUser: number;
  createdAt: string;
  updatedAt?: string;
}

export function fetchNotifications() {
  return getData<UserNotification[]>('v1', '/user-notification/', { skipErrorToast: true });
}

export function markNotificationViewed(idUserNotification: number) {
  return call<string>('v1', { method: 'PUT', url: '/user-notification/', params: { idUserNotification }, skipErrorToast: true });
}

export function deleteNotification(idUserNotification: number) {
  return call<string>('v1', { method: 'DELETE', url: '/user-notification/', params: { idUserNotification }, skipErrorToast: true });
}

/** The unread count is derived from isNotViewed. */
export const unreadCount = (list: UserNotification[]) => list.filter((n) => n.isNotViewed).length;
