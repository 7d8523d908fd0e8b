import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSetAtom } from 'jotai';
import { Badge, Button, Card, EmptyState, ErrorText, Muted, PageTitle, Spinner, Stack, emit, formatLongDateTime, unreadCountAtom } from '@app/shared';
import { errorMessage } from '../../../lib/useSubmit';
import { deleteNotification, fetchNotifications, markNotificationViewed, unreadCount, type UserNotification } from '../api/notifications';

const Item = styled(Card).attrs({ as: 'li' })<{ $unread: boolean }>`
  list-style: none;
  border-left: 4px solid ${({ theme, $unread }) => ($unread ? theme.color.primary : theme.color.border)};
  h2 { font-size: ${({ theme }) => theme.font.size.md}; margin: 0; }
`;
const List = styled.ul`
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

/** /notifications: list, mark viewed, delete; the badge follows (unread count + notifications/refresh). */
export default function NotificationsPage() {
  const { t, i18n } = useTranslation('account');
  const setUnread = useSetAtom(unreadCountAtom);
  const [items, setItems] = useState<UserNotification[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [actionError, setActionError] = useState('');
  const [busyId, setBusyId] = useState<number | null>(null);
  const [announce, setAnnounce] = useState('');

  const publish = useCallback(
    (list: UserNotification[]) => {
      setItems(list);
      setUnread(unreadCount(list));
      emit('notifications/refresh', {});
    },
    [setUnread],
  );

  const load = useCallback(() => {
    setLoadError('');
    fetchNotifications()
      .then((list) => {
        const l = Array.isArray(list) ? list : [];
        setItems(l);
        setUnread(unreadCount(l));
      })
      .catch((e) => setLoadError(errorMessage(e, t)));
  }, [setUnread, t]);

  useEffect(load, [load]);

  const act = async (n: UserNotification, kind: 'view' | 'delete') => {
    if (!items) return;
    setActionError('');
    setBusyId(n.idUserNotification);
    try {
      if (kind === 'view') {
        await markNotificationViewed(n.idUserNotification);
        publish(items.map((x) => (x.idUserNotification === n.idUserNotification ? { ...x, isNotViewed: false } : x)));
        setAnnounce(t('notifications.markedViewed', { header: n.header }));
      } else {
        await deleteNotification(n.idUserNotification);
        publish(items.filter((x) => x.idUserNotification !== n.idUserNotification));
        setAnnounce(t('notifications.deleted', { header: n.header }));
      }
    } catch (e) {
      setActionError(errorMessage(e, t));
    } finally {
      setBusyId(null);
    }
  };

  const unread = items ? unreadCount(items) : 0;

  return (
    <Stack $gap={4} style={{ maxWidth: 760 }}>
      <PageTitle>{t('notifications.title')}</PageTitle>
      <div role="status" aria-live="polite" className="visually-hidden">{announce}</div>
      {loadError ? (
        <Stack>
          <ErrorText role="alert">{loadError}</ErrorText>
          <Button type="button" $variant="secondary" onClick={load}>{t('common.retry')}</Button>
        </Stack>
      ) : !items ? (
        <Spinner label={t('common.loading')} />
      ) : !items.length ? (
        <EmptyState title={t('notifications.empty')} hint={t('notifications.emptyHint')} />
      ) : (
        <>
          <Muted data-testid="unread-summary">{t('notifications.unreadSummary', { count: unread })}</Muted>
          {actionError ? <ErrorText role="alert">{actionError}</ErrorText> : null}
          <List aria-label={t('notifications.title')}>
            {items.map((n) => (
              <Item key={n.idUserNotification} $unread={n.isNotViewed} data-testid="notification" aria-labelledby={`notif-${n.idUserNotification}`}>
                <Stack $gap={2}>
                  <Stack $row $gap={2} $align="center" $wrap>
                    {n.isNotViewed ? <Badge>{t('notifications.new')}</Badge> : <Badge $tone="muted">{t('notifications.viewed')}</Badge>}
                    <h2 id={`notif-${n.idUserNotification}`}>{n.header}</h2>
                  </Stack>
                  <p style={{ margin: 0 }}>{n.content}</p>
                  <Muted>{n.createdAt ? formatLongDateTime(n.createdAt, i18n.language) : ''}</Muted>
                  <Stack $row $gap={2} $wrap>
                    {n.isNotViewed ? (
                      <Button type="button" $size="sm" $variant="secondary" disabled={busyId === n.idUserNotification} onClick={() => void act(n, 'view')} aria-label={t('notifications.markViewedOf', { header: n.header })}>
                        {t('notifications.markViewed')}
                      </Button>
                    ) : null}
                    <Button type="button" $size="sm" $variant="ghost" disabled={busyId === n.idUserNotification} onClick={() => void act(n, 'delete')} aria-label={t('notifications.deleteOf', { header: n.header })}>
                      {t('notifications.delete')}
                    </Button>
                  </Stack>
                </Stack>
              </Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
