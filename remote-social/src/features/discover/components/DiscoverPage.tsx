import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorText, Grid, Label, Muted, PageTitle, SectionTitle, Select, Spinner, Stack } from '@app/shared';
import { useAsync, type AsyncState } from '../../common/useAsync';
import { discoverApi, type DiscoverCategory, type DiscoverVideo } from '../api/discoverApi';
import { VideoCard } from './VideoCard';
import { VideoPlayerDialog } from './VideoPlayerDialog';

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
const Chip = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.color.primary : theme.color.border)};
  background: ${({ theme, $active }) => ($active ? theme.color.primary : theme.color.surface)};
  color: ${({ theme, $active }) => ($active ? theme.color.onPrimary : theme.color.text)};
  font-weight: 600;
  cursor: pointer;
  img { width: 36px; height: 36px; border-radius: 50%; object-fit: cover; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;
const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  align-items: flex-end;
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(2)};
  > div { min-width: 200px; }
`;

function VideoSection({
  title,
  state,
  empty,
  onPlay,
  testId,
}: {
  title: string;
  state: AsyncState<DiscoverVideo[]> & { reload: () => void };
  empty: string;
  onPlay: (v: DiscoverVideo) => void;
  testId: string;
}) {
  const { t } = useTranslation('social');
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <SectionTitle id={id}>{title}</SectionTitle>
      {state.status === 'loading' ? <Spinner label={t('common.loading')} /> : null}
      {state.status === 'error' ? (
        <Stack $gap={2} $align="flex-start">
          <ErrorText role="alert">{t('common.loadFailed')}</ErrorText>
          <Button type="button" $variant="secondary" $size="sm" onClick={state.reload}>
            {t('common.retry')}
          </Button>
        </Stack>
      ) : null}
      {state.status === 'ready' && state.data.length === 0 ? <EmptyState title={empty} /> : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <Grid $min="240px">
          {state.data.map((v) => (
            <VideoCard key={v.idDiscoverVideo} video={v} onPlay={onPlay} />
          ))}
        </Grid>
      ) : null}
    </section>
  );
}

/** /discover: categories, the latest videos, languages, videos by category and language. */
export default function DiscoverPage() {
  const { t } = useTranslation('social');
  const [language, setLanguage] = useState('');
  const [category, setCategory] = useState<DiscoverCategory | null>(null);
  const [playing, setPlaying] = useState<DiscoverVideo | null>(null);

  const categories = useAsync(() => discoverApi.categories(), []);
  const languages = useAsync(() => discoverApi.languages(), []);
  const latest = useAsync(() => (language ? discoverApi.latestByLanguage(language) : discoverApi.top10Latest()), [language]);
  const byCategory = useAsync(
    () => (category ? discoverApi.byCategory(category.idDiscoverVideoCategory, language || undefined) : Promise.resolve([])),
    [category?.idDiscoverVideoCategory, language],
  );

  return (
    <section aria-labelledby="discover-title" data-testid="discover-page">
      <PageTitle id="discover-title">{t('discover.title')}</PageTitle>
      <Muted>{t('discover.intro')}</Muted>

      <Filters>
        <div>
          <Label htmlFor="discover-language">{t('discover.language')}</Label>
          <Select id="discover-language" value={language} onChange={(e) => setLanguage(e.target.value)}>
            <option value="">{t('discover.allLanguages')}</option>
            {(languages.data ?? []).map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </Select>
        </div>
      </Filters>

      <section aria-labelledby="discover-categories">
        <SectionTitle id="discover-categories">{t('discover.categories')}</SectionTitle>
        {categories.status === 'loading' ? <Spinner label={t('common.loading')} /> : null}
        {categories.status === 'error' ? (
          <Stack $gap={2} $align="flex-start">
            <ErrorText role="alert">{t('common.loadFailed')}</ErrorText>
            <Button type="button" $variant="secondary" $size="sm" onClick={categories.reload}>
              {t('common.retry')}
            </Button>
          </Stack>
        ) : null}
        {categories.status === 'ready' ? (
          <Chips>
            <li>
              <Chip type="button" $active={!category} aria-pressed={!category} onClick={() => setCategory(null)} style={{ paddingLeft: 16 }}>
                {t('discover.allCategories')}
              </Chip>
            </li>
            {categories.data.map((c) => {
              const active = category?.idDiscoverVideoCategory === c.idDiscoverVideoCategory;
              return (
                <li key={c.idDiscoverVideoCategory}>
                  <Chip type="button" $active={active} aria-pressed={active} onClick={() => setCategory(active ? null : c)}>
                    {c.imageLink ? <img src={c.imageLink} alt="" loading="lazy" /> : <span style={{ width: 12 }} />}
                    {c.category}
                  </Chip>
                </li>
              );
            })}
          </Chips>
        ) : null}
      </section>

      {category ? (
        <VideoSection
          testId="discover-category-videos"
          title={language ? t('discover.categoryInLanguage', { category: category.category, language }) : category.category}
          state={byCategory}
          empty={language ? t('discover.noVideosCategoryLanguage', { language }) : t('discover.noVideosCategory')}
          onPlay={setPlaying}
        />
      ) : null}

      <VideoSection
        testId="discover-latest"
        title={language ? t('discover.latestInLanguage', { language }) : t('discover.latest')}
        state={latest}
        empty={language ? t('discover.noVideosLanguage', { language }) : t('discover.noVideos')}
        onPlay={setPlaying}
      />

      <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
    </section>
  );
}
