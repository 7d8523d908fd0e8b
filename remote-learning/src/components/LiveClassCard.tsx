import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ApiError, Badge, Button, buildPath, dispatchApiError, emit, formatShortDate, Muted, sessionAtom, userTypeAtom } from '@app/shared';
import { notifyUpcoming } from '../lib/api';
import type { LiveClass } from '../lib/types';
import { CardTitle, LinkCard, Thumb } from './ui';

export type LiveState = 'live' | 'upcoming' | 'recorded';

export function liveStateOf(c: Pick<LiveClass, 'currentRunningFlag' | 'liveCompletionFlag'>): LiveState {
  if (c.currentRunningFlag) return 'live';
  if (c.liveCompletionFlag) return 'recorded';
  return 'upcoming';
}

/** "10:30:00" → "10:30". */
export const hhmm = (t?: string | null) => (t ? t.slice(0, 5) : '');

/** A basic student may not open a premium class: the host's premium dialog opens instead. */
export function isPremiumClassForBasic(c: Pick<LiveClass, 'classType'>, userType: string): boolean {
  return userType === 'basic' && String(c.classType ?? '').toLowerCase() === 'premium';
}

export const NOTIFY_MESSAGE_KEY = 'live.notifySuccess';

/** One live class: live now, upcoming (with "Notify me") or recorded. */
export function LiveClassCard({ item, headingLevel = 3 }: { item: LiveClass; headingLevel?: 3 | 4 }) {
  const { t, i18n } = useTranslation('learning');
  const session = useAtomValue(sessionAtom);
  const userType = useAtomValue(userTypeAtom);
  const state = liveStateOf(item);
  // A reminder asked for earlier (this or another device) shows as set.
  const [notify, setNotify] = useState<'idle' | 'busy' | 'done'>(item.notifyRequested ? 'done' : 'idle');
  const gated = isPremiumClassForBasic(item, userType);

  const onNotify = async () => {
    if (!session || notify !== 'idle') return;
    setNotify('busy');
    try {
      await notifyUpcoming(session.userSurId, item.idLiveClass, { skipErrorToast: true });
      setNotify('done');
      emit('toast/show', { message: t(NOTIFY_MESSAGE_KEY), kind: 'success' });
    } catch (e) {
      // 409: a reminder already exists; show the server's message and keep the button done.
      if (e instanceof ApiError && e.status === 409) setNotify('done');
      else setNotify('idle');
      if (e instanceof ApiError) dispatchApiError(e);
    }
  };

  const when = [item.classDate ? formatShortDate(`${item.classDate}T00:00:00`, i18n.language) : '', [hhmm(item.fromTime), hhmm(item.toTime)].filter(Boolean).join(' – ')]
    .filter(Boolean)
    .join(' · ');

  return (
    <LinkCard as="article" data-testid={`live-card-${item.idLiveClass}`} aria-labelledby={`live-${item.idLiveClass}-title`}>
      <Thumb src={item.thumbnailURL} color="#1e3a8a">
        <span style={{ position: 'absolute', top: 8, left: 8 }}>
          <Badge $tone={state === 'live' ? 'warning' : state === 'upcoming' ? 'primary' : 'muted'}>{t(`live.state.${state}`)}</Badge>
        </span>
      </Thumb>
      <CardTitle id={`live-${item.idLiveClass}-title`} as={headingLevel === 4 ? 'h4' : 'h3'}>
        {state === 'upcoming' ? (
          item.liveClassHeading
        ) : (
          <Link
            className="card-link"
            to={buildPath('liveClass', { idLiveClass: item.idLiveClass })}
            onClick={(e) => {
              if (gated) {
                e.preventDefault();
                emit('premium/required', { source: 'live-class' });
              }
            }}
          >
            {item.liveClassHeading}
          </Link>
        )}
      </CardTitle>
      {item.teacherName ? <Muted>{t('live.by', { name: item.teacherName })}</Muted> : null}
      {item.subjectName ? <Muted>{item.subjectName}</Muted> : null}
      {when ? <Muted>{when}</Muted> : null}
      {gated ? <Badge $tone="muted">{t('common.premium')}</Badge> : null}
      {state === 'upcoming' ? (
        <Button type="button" $size="sm" $variant="secondary" onClick={onNotify} disabled={notify !== 'idle'} aria-describedby={`live-${item.idLiveClass}-title`} style={{ marginTop: 8 }}>
          {notify === 'done' ? t('live.notifySet') : t('live.notifyMe')}
        </Button>
      ) : null}
    </LinkCard>
  );
}
