import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, formatDuration, Muted } from '@app/shared';
import { contentPath } from '../lib/links';
import { setContinueWatchBackUrl } from '../lib/storage';
import type { VideoStreamingLog } from '../lib/types';
import { CardTitle, LinkCard, ProgressBar, Thumb, toPct } from './ui';

/** One continue-watching video; opens its content page at the saved position. */
export function ContinueCard({ log }: { log: VideoStreamingLog }) {
  const { t } = useTranslation('learning');
  const location = useLocation();
  const pos = Math.floor(log.videoCoverageDuration ?? 0);
  const total = Math.floor(log.videoDuration ?? 0);
  const pct = log.pctComplete != null ? toPct(log.pctComplete) : total ? (pos / total) * 100 : 0;
  const title = log.topic || log.chapterName || t('content.untitled');
  const to = contentPath({
    idSubjectChapter: log.idSubjectChapter,
    idSubject: log.idSubject,
    video: log.idOfflineVideoCourse,
    t: log.completeFlag ? 0 : pos,
    subType: log.category === 'EXTRA_CUR' ? 'extra-curricular' : 'academic',
  });
  return (
    <LinkCard as="article" data-testid={`continue-${log.idOfflineVideoCourse}`}>
      <Thumb src={log.videoPoster1Location} color="#0f172a" />
      <CardTitle>
        <Link className="card-link" to={to} onClick={() => setContinueWatchBackUrl(location.pathname + location.search)}>
          {title}
        </Link>
      </CardTitle>
      <Muted>{[log.subjectName, log.chapterName].filter(Boolean).join(' · ')}</Muted>
      {log.completeFlag ? (
        <Badge $tone="success">{t('content.completed')}</Badge>
      ) : (
        <span data-testid="resume-at" style={{ fontSize: '0.875rem' }}>
          {t('continue.resumeAt', { at: formatDuration(pos), total: formatDuration(total) })}
        </span>
      )}
      <ProgressBar value={log.completeFlag ? 100 : pct} label={t('continue.progressOf', { title })} />
    </LinkCard>
  );
}
