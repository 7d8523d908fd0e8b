import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Button, Card, emit, formatShortDate, Muted, PageTitle } from '@app/shared';
import { ErrorPanel, SkeletonBlock } from '../../../components/ui';
import { hhmm, liveStateOf } from '../../../components/LiveClassCard';
import { ShareButton } from '../../../components/ShareButton';
import { VideoPlayer } from '../../../components/VideoPlayer';
import { PremiumLocked } from '../../../components/PremiumLocked';
import { playableOf, useLiveClass, useLiveProgress } from '../hooks/useLiveClass';

const Embed = styled.div`
  position: relative; width: 100%; aspect-ratio: 16 / 9; background: #000; border-radius: ${({ theme }) => theme.radius.lg}; overflow: hidden;
  iframe { width: 100%; height: 100%; border: 0; display: block; }
`;

/** /live-class/{idLiveClass}: watch a live or recorded class. */
export default function LiveClassPage() {
  const { t, i18n } = useTranslation('learning');
  const params = useParams();
  const idLiveClass = Number(params.idLiveClass);
  const [reloadKey, setReloadKey] = useState(0);
  const state = useLiveClass(idLiveClass, reloadKey);
  const ready = state.status === 'ready' ? state.item : null;
  const play = playableOf(ready?.liveClassURL);
  const tracker = useLiveProgress(ready && play.kind === 'video' ? ready.idLiveClass : null);

  useEffect(() => {
    if (state.status === 'gated') emit('premium/required', { source: 'live-class' });
  }, [state.status]);

  if (state.status === 'loading') {
    return (
      <div role="status" aria-live="polite" data-testid="skeleton">
        <span className="visually-hidden">{t('common.loading')}</span>
        <div aria-hidden="true" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <SkeletonBlock $h={28} $w="50%" />
          <div style={{ aspectRatio: '16 / 9' }}>
            <SkeletonBlock style={{ height: '100%' }} />
          </div>
        </div>
      </div>
    );
  }
  if (state.status === 'gated') return <PremiumLocked title={t('live.premiumTitle')} message={state.message} source="live-class" announce={false} />;
  if (state.status === 'error') return <ErrorPanel message={state.message} onRetry={() => setReloadKey((n) => n + 1)} />;
  const item = state.item;
  const live = liveStateOf(item);
  const when = [item.classDate ? formatShortDate(`${item.classDate}T00:00:00`, i18n.language) : '', [hhmm(item.fromTime), hhmm(item.toTime)].filter(Boolean).join(' – ')]
    .filter(Boolean)
    .join(' · ');
  return (
    <div data-testid="live-class-page">
      <PageTitle as="h2">{item.liveClassHeading}</PageTitle>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', marginBottom: 12 }}>
        <Badge $tone={live === 'live' ? 'warning' : live === 'upcoming' ? 'primary' : 'muted'}>{t(`live.state.${live}`)}</Badge>
        {when ? <Muted>{when}</Muted> : null}
      </div>
      {play.kind === 'video' ? (
        <VideoPlayer src={play.src} poster={item.thumbnailURL} title={item.liveClassHeading} start={0} tracker={tracker} />
      ) : play.kind === 'youtube' ? (
        <Embed>
          <iframe src={play.src} title={item.liveClassHeading} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen loading="lazy" />
        </Embed>
      ) : play.kind === 'link' ? (
        <Card>
          <a href={play.src} target="_blank" rel="noopener noreferrer">
            {t('live.openClass')}
          </a>
        </Card>
      ) : (
        <Card>
          <Muted>{live === 'upcoming' ? t('live.notStarted') : t('live.noStream')}</Muted>
        </Card>
      )}
      <div style={{ margin: '12px 0' }}>
        <ShareButton idVideo={item.idLiveClass} videoType="liveclass" contentType={String(item.classType ?? '').toLowerCase() === 'free' ? 'free' : 'premium'} />
      </div>
      <Card aria-labelledby="live-about">
        <h3 id="live-about" style={{ margin: '0 0 8px', fontSize: '1rem' }}>
          {t('live.about')}
        </h3>
        {item.teacherName ? <p style={{ margin: '0 0 4px', fontWeight: 600 }}>{t('live.by', { name: item.teacherName })}</p> : null}
        {item.teacherHeader ? <Muted>{item.teacherHeader}</Muted> : null}
        {item.liveClassDescription || item.liveClassDesc ? <p>{item.liveClassDescription || item.liveClassDesc}</p> : null}
        {item.textBelowLiveClass ? <p>{item.textBelowLiveClass}</p> : null}
        {item.pdfURL ? (
          <a href={item.pdfURL} target="_blank" rel="noopener noreferrer">
            {t('content.pdf')}
          </a>
        ) : null}
      </Card>
    </div>
  );
}
