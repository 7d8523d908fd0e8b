import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buildPath, formatLongDateTime, Muted } from '@app/shared';
import type { LiveClassWatchedHistory } from '../lib/types';
import { CardTitle, LinkCard, Thumb } from './ui';

/** A live class the student watched; opens the class again. */
export function HistoryCard({ item }: { item: LiveClassWatchedHistory }) {
  const { i18n } = useTranslation('learning');
  return (
    <LinkCard as="article" data-testid={`history-${item.idLiveClass}`}>
      <Thumb src={item.thumbnailURL} color="#334155" />
      <CardTitle>
        <Link className="card-link" to={buildPath('liveClass', { idLiveClass: item.idLiveClass })}>
          {item.liveClassHeading}
        </Link>
      </CardTitle>
      {item.subjectName ? <Muted>{item.subjectName}</Muted> : null}
      {item.lastAccessedTimestamp ? <Muted>{formatLongDateTime(item.lastAccessedTimestamp, i18n.language)}</Muted> : null}
    </LinkCard>
  );
}
