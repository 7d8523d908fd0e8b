import { useTranslation } from 'react-i18next';
import { Button, EmptyState, PageTitle } from '@app/shared';
import { CardRow, ErrorPanel, LazySection, Section, SkeletonCards } from '../../../components/ui';
import { LiveClassCard } from '../../../components/LiveClassCard';
import { SubjectCardView } from '../../../components/SubjectCardView';
import { useEcaLive, useEcaSubjects, useEcaWebcasted } from '../hooks/useLegends';

/** /dashboard/building-legends: extra-curricular subjects, live classes and webcasted classes. */
export default function BuildingLegendsPage() {
  const { t } = useTranslation('learning');
  const subjects = useEcaSubjects();
  const live = useEcaLive();
  return (
    <div data-testid="legends-page">
      <PageTitle as="h2">{t('legends.title')}</PageTitle>
      <Section id="eca-subjects" title={t('legends.subjects')}>
        {subjects.status === 'loading' && !subjects.data ? (
          <SkeletonCards count={5} height={160} />
        ) : subjects.status === 'error' ? (
          <ErrorPanel onRetry={subjects.reload} />
        ) : subjects.data && subjects.data.length ? (
          <CardRow $min="160px" $mobile="grid2">
            {subjects.data.map((s) => (
              <SubjectCardView key={s.idSubject} subType="extra-curricular" idSubject={s.idSubject} id={0} name={s.header || s.subjectName} imageURL={s.imageURL} color={s.color} description={s.description} />
            ))}
          </CardRow>
        ) : (
          <EmptyState title={t('legends.noSubjects')} />
        )}
      </Section>
      <Section id="eca-live" title={t('legends.liveClasses')}>
        {live.status === 'loading' && !live.data ? (
          <SkeletonCards count={3} height={200} />
        ) : live.status === 'error' ? (
          <ErrorPanel onRetry={live.reload} />
        ) : live.data && live.data.length ? (
          <CardRow>
            {live.data.map((c) => (
              <LiveClassCard key={c.idLiveClass} item={c} />
            ))}
          </CardRow>
        ) : (
          <EmptyState title={t('legends.noLive')} />
        )}
      </Section>
      <LazySection minHeight={260}>
        <WebcastedSection />
      </LazySection>
    </div>
  );
}

function WebcastedSection() {
  const { t } = useTranslation('learning');
  const q = useEcaWebcasted();
  return (
    <Section id="eca-webcasted" title={t('legends.webcasted')}>
      {q.status === 'loading' && !q.items.length ? (
        <SkeletonCards count={3} height={200} />
      ) : q.status === 'error' && !q.items.length ? (
        <ErrorPanel onRetry={q.reload} />
      ) : q.items.length ? (
        <>
          <CardRow>
            {q.items.map((c) => (
              <LiveClassCard key={c.idLiveClass} item={c} />
            ))}
          </CardRow>
          {q.hasMore ? (
            <Button type="button" $variant="secondary" style={{ marginTop: 16 }} onClick={q.loadMore} disabled={q.status === 'loading'}>
              {q.status === 'loading' ? t('common.loading') : t('common.loadMore')}
            </Button>
          ) : null}
        </>
      ) : (
        <EmptyState title={t('legends.noWebcasted')} />
      )}
    </Section>
  );
}
