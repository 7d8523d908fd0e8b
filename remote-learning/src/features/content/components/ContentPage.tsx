import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Button, Card, emit, EmptyState, formatDuration, media, Muted, PageTitle, userTypeAtom } from '@app/shared';
import { ErrorPanel, ProgressBar, SkeletonBlock } from '../../../components/ui';
import { useProfileIds } from '../../../hooks/useProfile';
import { fetchStudentAssignedCourse } from '../../../lib/api';
import { contentPath, intParam } from '../../../lib/links';
import { isPremiumRequired, premiumMessage } from '../../../lib/premium';
import { rememberSubject } from '../../../lib/storage';
import { pickVideo, startPosition, useChapterContent, type ChapterContent, type PlayItem } from '../hooks/useChapterContent';
import { useVideoProgress } from '../hooks/useVideoProgress';
import { NotesQA } from './NotesQA';
import { RatingPanel } from './RatingPanel';
import { ReportIssueDialog } from './ReportIssueDialog';
import { ShareButton } from '../../../components/ShareButton';
import { VideoPlayer } from '../../../components/VideoPlayer';
import { PremiumLocked } from '../../../components/PremiumLocked';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(240px, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  ${media.belowTablet} { grid-template-columns: minmax(0, 1fr); }
`;
const Playlist = styled.ol`
  list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px;
  a { display: block; padding: 10px 12px; border-radius: 10px; text-decoration: none; color: inherit; border: 1px solid ${({ theme }) => theme.color.border}; }
  a[aria-current='true'] { border-color: ${({ theme }) => theme.color.primary}; background: ${({ theme }) => theme.color.surfaceAlt}; font-weight: 700; }
`;

type Gate = 'checking' | 'open' | 'gated';

/** content/{idSubjectChapter}: the chapter's videos, the player, notes, Q&A, rating, report and share. */
export default function ContentPage() {
  const { t } = useTranslation('learning');
  const params = useParams();
  const [search] = useSearchParams();
  const idSubjectChapter = Number(params.id);
  const idSubjectQ = intParam(search.get('subject'));
  const wanted = intParam(search.get('video'));
  const tParam = intParam(search.get('t'));
  const sub = intParam(search.get('sub'));
  const subType = search.get('type') || 'academic';
  const profile = useProfileIds();
  const [reloadKey, setReloadKey] = useState(0);
  const state = useChapterContent(idSubjectChapter, idSubjectQ, sub, profile, reloadKey);

  useEffect(() => {
    const idSubject = state.status === 'ready' ? (state.content.idSubject ?? idSubjectQ) : idSubjectQ;
    if (idSubject != null) rememberSubject(subType, idSubject);
  }, [state, idSubjectQ, subType]);

  if (state.status === 'loading') {
    return (
      <div role="status" aria-live="polite" data-testid="skeleton">
        <span className="visually-hidden">{t('common.loading')}</span>
        <div aria-hidden="true" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <SkeletonBlock $h={28} $w="50%" />
          <div style={{ aspectRatio: '16 / 9' }}>
            <SkeletonBlock $h={9999} style={{ height: '100%' }} />
          </div>
        </div>
      </div>
    );
  }
  if (state.status === 'gated') return <PremiumLocked message={state.message} />;
  if (state.status === 'error') return <ErrorPanel message={state.message} onRetry={() => setReloadKey((n) => n + 1)} />;
  const content = state.content;
  const current = pickVideo(content.items, wanted);
  if (!current) return <EmptyState title={t('content.noVideos')} />;
  return <ContentView key={current.idOfflineVideoCourse} content={content} current={current} tParam={current.idOfflineVideoCourse === wanted ? tParam : undefined} subType={subType} sub={sub} />;
}

/** Asks the premium gate about one video (basic students, or a chapter that is not open). */
function useGate(item: PlayItem, mustCheck: boolean): [Gate, string] {
  const [gate, setGate] = useState<Gate>(mustCheck ? 'checking' : 'open');
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!mustCheck) {
      setGate('open');
      return;
    }
    const ctrl = new AbortController();
    setGate('checking');
    fetchStudentAssignedCourse(item.idOfflineVideoCourse, { signal: ctrl.signal, skipErrorToast: true }).then(
      () => !ctrl.signal.aborted && setGate('open'),
      (e: unknown) => {
        if (ctrl.signal.aborted) return;
        // Only the gate's own answer locks the video; other failures leave it playable.
        setMessage(premiumMessage(e));
        setGate(isPremiumRequired(e) ? 'gated' : 'open');
      },
    );
    return () => ctrl.abort();
  }, [item.idOfflineVideoCourse, mustCheck]);
  return [gate, message];
}

function ContentView({ content, current, tParam, subType, sub }: { content: ChapterContent; current: PlayItem; tParam?: number; subType: string; sub?: number }) {
  const { t } = useTranslation('learning');
  const userType = useAtomValue(userTypeAtom);
  const mustCheck = userType === 'basic' || !content.accessAllowed;
  const [gate, gateMessage] = useGate(current, mustCheck);
  const [reportOpen, setReportOpen] = useState(false);
  const [completed, setCompleted] = useState<Record<number, boolean>>({});
  const start = startPosition(current, tParam);
  const tracker = useVideoProgress(gate === 'open' ? current.idStudentAssignedCourse : null, current.duration, current.coverage, (_s, complete) => {
    if (complete) setCompleted((m) => ({ ...m, [current.idOfflineVideoCourse]: true }));
  });
  const idSubject = content.idSubject ?? undefined;
  const linkFor = (v: PlayItem) => contentPath({ idSubjectChapter: content.idSubjectChapter, idSubject, video: v.idOfflineVideoCourse, sub, subType });
  const index = content.items.indexOf(current);
  const next = content.items[index + 1];
  const isFreeContent = content.accessAllowed && userType === 'basic';

  return (
    <div data-testid="content-page">
      <PageTitle as="h2" id="content-title">
        {current.title}
      </PageTitle>
      <Muted style={{ marginTop: -8, marginBottom: 12 }}>{[...new Set([content.subjectName, content.chapterName, current.heading].filter(Boolean))].join(' · ')}</Muted>
      <Layout>
        <div style={{ minWidth: 0 }}>
          {gate === 'open' && current.src ? (
            <VideoPlayer src={current.src} poster={current.poster} title={current.title} start={start} tracker={tracker} describedBy="resume-note" />
          ) : gate === 'gated' ? (
            <PremiumLocked message={gateMessage} />
          ) : gate === 'checking' ? (
            <div role="status" aria-live="polite" style={{ aspectRatio: '16 / 9' }}>
              <span className="visually-hidden">{t('common.loading')}</span>
              <SkeletonBlock aria-hidden="true" style={{ height: '100%' }} />
            </div>
          ) : (
            <EmptyState title={t('content.noVideos')} />
          )}
          {gate !== 'gated' ? (
            <p id="resume-note" style={{ fontSize: '0.875rem', margin: '8px 0' }} data-testid="resume-note">
              {start > 0 ? t('content.resumingFrom', { at: formatDuration(start) }) : current.complete || completed[current.idOfflineVideoCourse] ? t('content.watchedAlready') : t('content.startFromBeginning')}
            </p>
          ) : (
            <div style={{ height: 12 }} />
          )}
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16, alignItems: 'flex-start' }}>
            <ShareButton idVideo={current.idOfflineVideoCourse} videoType="animated" contentType={isFreeContent ? 'free' : 'premium'} />
            <Button type="button" $variant="secondary" $size="sm" onClick={() => setReportOpen(true)} data-testid="report-button">
              {t('report.button')}
            </Button>
            {next ? (
              <Link to={linkFor(next)} style={{ alignSelf: 'center', fontWeight: 600 }}>
                {t('content.nextVideo', { title: next.title })}
              </Link>
            ) : content.nextIdSubjectChapter ? (
              <Link to={contentPath({ idSubjectChapter: content.nextIdSubjectChapter, idSubject, sub, subType })} style={{ alignSelf: 'center', fontWeight: 600 }}>
                {t('content.nextChapter')}
              </Link>
            ) : null}
          </div>
          <NotesQA item={current} />
          <div style={{ marginTop: 16 }}>{gate === 'open' ? <RatingPanel idOfflineVideoCourse={current.idOfflineVideoCourse} /> : null}</div>
        </div>
        <aside aria-labelledby="playlist-title">
          <h3 id="playlist-title" style={{ marginTop: 0, fontSize: '1rem' }}>
            {t('content.inThisChapter', { count: content.items.length })}
          </h3>
          <Playlist>
            {content.items.map((v, i) => {
              const done = v.complete || completed[v.idOfflineVideoCourse];
              return (
                <li key={v.idOfflineVideoCourse}>
                  <Link to={linkFor(v)} aria-current={v === current ? 'true' : undefined} data-testid={`playlist-${v.idOfflineVideoCourse}`}>
                    <span>
                      {i + 1}. {v.title}
                    </span>
                    {done ? (
                      <>
                        {' '}
                        <Badge $tone="success">{t('content.completed')}</Badge>
                      </>
                    ) : null}
                    {v.duration ? (
                      <div style={{ marginTop: 6 }}>
                        <ProgressBar value={done ? 100 : (v.coverage / v.duration) * 100} label={t('continue.progressOf', { title: v.title })} />
                      </div>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </Playlist>
        </aside>
      </Layout>
      <ReportIssueDialog open={reportOpen} onClose={() => setReportOpen(false)} idSubjectChapter={content.idSubjectChapter} videoEnLink={current.src} />
    </div>
  );
}
