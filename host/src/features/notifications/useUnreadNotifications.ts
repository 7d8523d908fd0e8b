import { useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { emit, getData, isSessionValid, on, paths, sessionAtom, unreadCountAtom } from '@app/shared';
import { hostText } from '../i18n-text';
import { announcementFor, unreadCountOf } from './unread';

/**
 * The unread-notification count for the top bar's badge: fetched at login, on
 * `notifications/refresh` (the notifications page emits it after marking or deleting, the
 * status poll every 5 minutes). A change shows 'you have N notifications', which opens
 * /notifications when clicked.
 */
export function useUnreadNotifications(): void {
  const session = useAtomValue(sessionAtom);
  const setUnread = useSetAtom(unreadCountAtom);
  const previous = useRef<number | null>(null);
  const userSurId = isSessionValid(session) ? session.userSurId : null;

  useEffect(() => {
    previous.current = null;
    if (userSurId === null) {
      setUnread(0);
      return;
    }
    let alive = true;
    const load = async () => {
      try {
        const list = await getData<unknown>('v1', '/user-notification/', { skipErrorToast: true });
        if (!alive) return;
        const count = unreadCountOf(list);
        const message = announcementFor(previous.current, count);
        previous.current = count;
        setUnread(count);
        if (message) emit('toast/show', { message: hostText('notifications.toast', message, { count }), kind: 'info', href: paths.notifications() });
      } catch {
        /* the badge keeps its last value */
      }
    };
    void load();
    const off = on('notifications/refresh', () => void load());
    return () => {
      alive = false;
      off();
    };
  }, [userSurId, setUnread]);
}
