import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, Label, PageTitle, Select, Stack } from '@app/shared';
import { CardRow, ErrorPanel, LazySection, Section, SkeletonCards } from '../../../components/ui';
import { LiveClassCard } from '../../../components/LiveClassCard';
import { HistoryCard } from '../../../components/HistoryCard';
import { SubjectCardView } from '../../../components/SubjectCardView';
import { useProfileIds } from '../../../hooks/useProfile';
import { fetchLanguages, LIVE_CATEGORY } from '../../../lib/api';
import { useAsync } from '../../../lib/useAsync';
import type { Language, Subject } from '../../../lib/types';
import { useAcademicSubjects } from '../hooks/useAcademicSubjects';
import { DEFAULT_FREE_FILTERS, useFreeLiveClasses, type FreeLiveUiFilters } from '../hooks/useFreeLiveClasses';
import { useWatchedHistory } from '../hooks/useWatchedHistory';

/** /dashboard/academics: subjects, free live classes with filters, watched history. */
export default function AcademicsPage() {
  const { t } = useTranslation('learning');
  const profile = useProfileIds();
  const subjects = useAcademicSubjects(profile);
  const languages = useAsync<Language[]>((signal) => fetchLanguages({ signal }), [], { empty: [] });
  return (
    <div data-testid="academics-page">
      <PageTitle as="h2">{t('academics.title')}</PageTitle>
      <Section id="academic-subjects" title={t('academics.subjects')}>
        {subjects.status === 'loading' && !subjects.data ? (
          <SkeletonCards count={4} height={180} />
        ) : subjects.status === 'error' ? (
          <ErrorPanel onRetry={subjects.reload} />
        ) : subjects.data && subjects.data.length ? (
          <CardRow $min="180px" $mobile="grid2">
            {subjects.data.map((s) => (
              <SubjectCardView key={s.idSubject} subType="academic" idSubject={s.idSubject} id={0} name={s.subjectName} imageURL={s.imageURL} color={s.color} description={s.header} />
            ))}
          </CardRow>
        ) : (
          <EmptyState title={t('academics.noSubjects')} />
        )}
      </Section>
      <FreeLiveSection subjects={subjects.data ?? []} languages={languages.data ?? []} />
      <LazySection minHeight={260}>
        <HistorySection subjects={subjects.data ?? []} languages={languages.data ?? []} />
      </LazySection>
    </div>
  );
}

function FilterSelect({ label, value, onChange, options, testId }: { label: string; value: number | string; onChange: (v: string) => void; options: { value: number | string; label: string }[]; testId: string }) {
  const id = useId();
  return (
    <div style={{ minWidth: 150, flex: '1 1 150px' }}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} data-testid={testId} value={String(value)} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

function FreeLiveSection({ subjects, languages }: { subjects: Subject[]; languages: Language[] }) {
  const { t } = useTranslation('learning');
  const profile = useProfileIds();
  const [ui, setUi] = useState<FreeLiveUiFilters>(DEFAULT_FREE_FILTERS);
  const q = useFreeLiveClasses(ui, profile);
  const set = (patch: Partial<FreeLiveUiFilters>) => setUi((u) => ({ ...u, ...patch }));
  return (
    <Section id="free-live" title={t('academics.freeLive')}>
      <form aria-label={t('academics.filters')} onSubmit={(e) => e.preventDefault()}>
        <Stack $row $wrap $gap={3} style={{ marginBottom: 16 }}>
          <FilterSelect
            testId="filter-category"
            label={t('filters.category')}
            value={ui.category}
            onChange={(v) => set({ category: Number(v) })}
            options={[
              { value: -1, label: t('filters.all') },
              { value: LIVE_CATEGORY.ACADEMIC, label: t('filters.academic') },
              { value: LIVE_CATEGORY.EXTRA_CUR, label: t('filters.extraCurricular') },
            ]}
          />
          <FilterSelect
            testId="filter-subject"
            label={t('filters.subject')}
            value={ui.idSubject}
            onChange={(v) => set({ idSubject: Number(v) })}
            options={[{ value: -1, label: t('filters.all') }, ...subjects.map((s) => ({ value: s.idSubject, label: s.subjectName }))]}
          />
          <FilterSelect
            testId="filter-language"
            label={t('filters.language')}
            value={ui.idLanguage}
            onChange={(v) => set({ idLanguage: Number(v) })}
            options={[{ value: -1, label: t('filters.myLanguages') }, ...languages.map((l) => ({ value: l.idLanguage, label: l.language }))]}
          />
          <FilterSelect
            testId="filter-status"
            label={t('filters.status')}
            value={ui.status}
            onChange={(v) => set({ status: v as FreeLiveUiFilters['status'] })}
            options={[
              { value: 'all', label: t('filters.all') },
              { value: 'live', label: t('live.state.live') },
              { value: 'upcoming', label: t('live.state.upcoming') },
              { value: 'completed', label: t('live.state.recorded') },
            ]}
          />
        </Stack>
      </form>
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
        <EmptyState title={t('academics.noFreeLive')} hint={t('academics.tryOtherFilters')} />
      )}
    </Section>
  );
}

function HistorySection({ subjects, languages }: { subjects: Subject[]; languages: Language[] }) {
  const { t } = useTranslation('learning');
  const [pageNumber, setPage] = useState(0);
  const [idSubject, setSubject] = useState(-1);
  const [idLanguage, setLanguage] = useState(-1);
  const [free, setFree] = useState(false);
  const q = useWatchedHistory({ pageNumber, idSubject, idLanguage, free });
  const freeId = useId();
  const items = q.data ? [...q.data.academic, ...q.data.extra] : [];
  return (
    <Section id="history" title={t('academics.history')}>
      <Stack $row $wrap $gap={3} $align="flex-end" style={{ marginBottom: 16 }}>
        <FilterSelect testId="history-subject" label={t('filters.subject')} value={idSubject} onChange={(v) => { setSubject(Number(v)); setPage(0); }} options={[{ value: -1, label: t('filters.all') }, ...subjects.map((s) => ({ value: s.idSubject, label: s.subjectName }))]} />
        <FilterSelect testId="history-language" label={t('filters.language')} value={idLanguage} onChange={(v) => { setLanguage(Number(v)); setPage(0); }} options={[{ value: -1, label: t('filters.all') }, ...languages.map((l) => ({ value: l.idLanguage, label: l.language }))]} />
        <label htmlFor={freeId} style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44 }}>
          <input id={freeId} type="checkbox" checked={free} onChange={(e) => { setFree(e.target.checked); setPage(0); }} style={{ width: 20, height: 20 }} />
          {t('academics.freeOnly')}
        </label>
      </Stack>
      {q.status === 'loading' && !q.data ? (
        <SkeletonCards count={3} height={180} />
      ) : q.status === 'error' ? (
        <ErrorPanel onRetry={q.reload} />
      ) : items.length ? (
        <CardRow>
          {items.map((h) => (
            <HistoryCard key={h.idLiveClassWatchedHistory ?? h.idLiveClass} item={h} />
          ))}
        </CardRow>
      ) : (
        <EmptyState title={t('academics.noHistory')} />
      )}
      {pageNumber > 0 || (q.data && !q.data.last) ? (
        <nav aria-label={t('common.pagination')} style={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 16 }}>
          <Button type="button" $variant="secondary" $size="sm" disabled={pageNumber === 0 || q.status === 'loading'} onClick={() => setPage((n) => Math.max(0, n - 1))}>
            {t('common.previous')}
          </Button>
          <span>{t('common.page', { n: pageNumber + 1 })}</span>
          <Button type="button" $variant="secondary" $size="sm" disabled={!q.data || q.data.last || q.status === 'loading'} onClick={() => setPage((n) => n + 1)}>
            {t('common.next')}
          </Button>
        </nav>
      ) : null}
    </Section>
  );
}
