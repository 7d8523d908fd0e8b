/** A notification as GET /user-notification/ returns it (only the fields the shell reads). */
export interface NotificationItem {
  idUserNotification: number;
  isNotViewed: boolean;
}

/** The unread count is derived: notifications with isNotViewed true. */
export function unreadCountOf(list: unknown): number {
  if (!Array.isArray(list)) return 0;
  return list.filter((n) => n && typeof n === 'object' && (n as NotificationItem).isNotViewed === true).length;
}

/** A change in the unread count (to a non-zero count) announces 'you have N notifications'. */
export function announcementFor(previous: number | null, next: number): string | null {
  if (next <= 0 || previous === next) return null;
  return `you have ${next} notifications`;
}
