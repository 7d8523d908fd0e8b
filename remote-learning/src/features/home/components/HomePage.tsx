import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Card, EmptyState, Muted, PageTitle, sessionAtom } from '@app/shared';
import { CardRow, ErrorPanel, LazySection, Section, SkeletonBlock, SkeletonCards } from '../../../components/ui';
import { ContinueCard } from '../../../components/ContinueCard';
import { LiveClassCard } from '../../../components/LiveClassCard';
import { SubjectCardView } from '../../../components/SubjectCardView';
import { useContinueWatching, useLiveNow, useStudentSummary, useSubjects, useTeachers, useUpcoming } from '../hooks/useHomeData';
import { SUMMARY_FIELDS, summaryEntries } from '../summary';

/** /home: continue watching, live now, upcoming classes, subjects, teachers and the summary. */
export default function HomePage() {
  const { t } = useTranslation('learning');
  const session = useAtomValue(sessionAtom);
  return (
    <div data-testid="home-page">
      <PageTitle as="h2" id="home-title">
        {t('home.welcome', { name: session?.firstName ?? '' })}
      </PageTitle>
      <SummarySection />
      <ContinueWatchingSection />
      <LiveNowSection />
      <UpcomingSection />
      <SubjectsSection />
      <LazySection minHeight={260}>
        <TeachersSection />
      </LazySection>
    </div>
  );
}

function SummarySection() {
  const { t } = useTranslation('learning');
  const session = useAtomValue(sessionAtom);
  const summary = useStudentSummary();
  const entries = summary.data ? summaryEntries(summary.data) : [];
  return (
    <Card aria-labelledby="summary-title" data-testid="section-summary">
      <h3 id="summary-title" style={{ margin: '0 0 4px', fontSize: '1rem' }}>
        {t('home.summaryTitle')}
      </h3>
      <Muted>
        {t('home.profileLine', {
          className: session?.classStandardObject?.classStandadName ?? '-',
          syllabus: session?.syllabusObject?.syllabusName ?? '-',
          state: session?.stateObject?.state ?? '-',
        })}
      </Muted>
      {summary.status === 'loading' ? (
        <div aria-hidden="true" style={{ display: 'flex', gap: 12, marginTop: 12 }}>
          <SkeletonBlock $h={48} />
          <SkeletonBlock $h={48} />
          <SkeletonBlock $h={48} />
        </div>
      ) : entries.length ? (
        <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 12, margin: '12px 0 0' }}>
          {entries.map(([key, value]) => (
            <div key={key}>
              <dt style={{ fontSize: '0.875rem' }}>{t(SUMMARY_FIELDS[key]!)}</dt>
              <dd style={{ margin: 0, fontWeight: 700, fontSize: '1.25rem' }}>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Card>
  );
}

function ContinueWatchingSection() {
  const { t } = useTranslation('learning');
  const q = useContinueWatching();
  return (
    <Section id="continue" title={t('home.continueWatching')}>
      {q.status === 'loading' && !q.data ? (
        <SkeletonCards count={3} height={200} />
      ) : q.status === 'error' ? (
        <ErrorPanel onRetry={q.reload} />
      ) : q.data && q.data.length ? (
        <CardRow>
          {q.data.slice(0, 8).map((log) => (
            <ContinueCard key={log.idVideoStreamingLog ?? log.idOfflineVideoCourse} log={log} />
          ))}
        </CardRow>
      ) : (
        <EmptyState title={t('home.noContinue')} hint={t('home.noContinueHint')} />
      )}
    </Section>
  );
}

function LiveNowSection() {
  const { t } = useTranslation('learning');
  const q = useLiveNow();
  return (
    <Section id="live-now" title={t('home.liveNow')}>
      {q.status === 'loading' && !q.data ? (
        <SkeletonCards count={2} height={200} />
      ) : q.status === 'error' ? (
        <ErrorPanel onRetry={q.reload} />
      ) : q.data && q.data.length ? (
        <CardRow>
          {q.data.map((c) => (
            <LiveClassCard key={c.idLiveClass} item={c} />
          ))}
        </CardRow>
      ) : (
        <EmptyState title={t('home.noLive')} />
      )}
    </Section>
  );
}

function UpcomingSection() {
  const { t } = useTranslation('learning');
  const q = useUpcoming();
  return (
    <Section id="upcoming" title={t('home.upcoming')}>
      {q.status === 'loading' && !q.data ? (
        <SkeletonCards count={3} height={200} />
      ) : q.status === 'error' ? (
        <ErrorPanel onRetry={q.reload} />
      ) : q.data && q.data.length ? (
        <CardRow>
          {q.data.map((c) => (
            <LiveClassCard key={c.idLiveClass} item={c} />
          ))}
        </CardRow>
      ) : (
        <EmptyState title={t('home.noUpcoming')} />
      )}
    </Section>
  );
}

function SubjectsSection() {
  const { t } = useTranslation('learning');
  const q = useSubjects();
  return (
    <Section id="subjects" title={t('home.mySubjects')}>
      {q.status === 'loading' && !q.data ? (
        <SkeletonCards count={4} height={180} />
      ) : q.status === 'error' ? (
        <ErrorPanel onRetry={q.reload} />
      ) : q.data && q.data.length ? (
        <CardRow $min="180px" $mobile="grid2">
          {q.data.map((s) => (
            <SubjectCardView
              key={s.idSubject}
              subType="academic"
              idSubject={s.idSubject}
              id={s.idProduct}
              name={s.subjectName}
              imageURL={s.imageURL}
              color={s.color}
              percentage={s.percentage}
            />
          ))}
        </CardRow>
      ) : (
        <EmptyState title={t('home.noSubjects')} />
      )}
    </Section>
  );
}

function TeachersSection() {
  const { t } = useTranslation('learning');
  const q = useTeachers();
  return (
    <Section id="teachers" title={t('home.teachers')}>
      {q.status === 'loading' && !q.data ? (
        <SkeletonCards count={3} height={120} />
      ) : q.status === 'error' ? (
        <ErrorPanel onRetry={q.reload} />
      ) : q.data && q.data.length ? (
        <CardRow $min="200px">
          {q.data.map((tc) => (
            <Card as="article" key={tc.idTeacher} aria-labelledby={`teacher-${tc.idTeacher}`} style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
              {tc.userImage ? (
                <img src={tc.userImage} alt="" width={56} height={56} loading="lazy" decoding="async" style={{ borderRadius: '50%', objectFit: 'cover', flex: 'none' }} />
              ) : (
                <span aria-hidden="true" style={{ width: 56, height: 56, borderRadius: '50%', background: '#1a56db', color: '#fff', display: 'grid', placeItems: 'center', fontWeight: 700, flex: 'none' }}>
                  {tc.teacherName.slice(0, 1)}
                </span>
              )}
              <div style={{ minWidth: 0 }}>
                <h3 id={`teacher-${tc.idTeacher}`} style={{ margin: 0, fontSize: '1rem' }}>
                  {tc.teacherName}
                </h3>
                {tc.teacherHeader || tc.primarySubejct ? <Muted>{tc.teacherHeader || tc.primarySubejct}</Muted> : null}
                {tc.expLevel ? <Muted>{t('home.experience', { exp: tc.expLevel })}</Muted> : null}
              </div>
            </Card>
          ))}
        </CardRow>
      ) : (
        <EmptyState title={t('home.noTeachers')} />
      )}
    </Section>
  );
}
