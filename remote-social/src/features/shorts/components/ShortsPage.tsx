import { useTranslation } from 'react-i18next';
import { Button, EmptyState, ErrorText, Muted, PageTitle, Spinner, Stack } from '@app/shared';
import { isEmptyAnswer } from '../../common/empty';
import { useAsync } from '../../common/useAsync';
import { shortsApi, type SocialVideo } from '../api/shortsApi';
import { ShortsFeed } from './ShortsFeed';

async function loadFeed(): Promise<SocialVideo[]> {
  try {
    const page = await shortsApi.feed();
    return page?.content ?? [];
  } catch (e) {
    if (isEmptyAnswer(e)) return [];
    throw e;
  }
}

/** /social-video (V-Shorts): page 0 of 100 short videos, not-yet-completed first. */
export default function ShortsPage() {
  const { t } = useTranslation('social');
  const feed = useAsync(loadFeed, []);
  return (
    <section aria-labelledby="shorts-title" data-testid="shorts-page">
      <PageTitle id="shorts-title">{t('shorts.title')}</PageTitle>
      <Muted style={{ marginBottom: 12 }}>{t('shorts.hint')}</Muted>
      {feed.status === 'loading' ? <Spinner label={t('common.loading')} /> : null}
      {feed.status === 'error' ? (
        <Stack $gap={2} $align="flex-start">
          <ErrorText role="alert">{t('common.loadFailed')}</ErrorText>
          <Button type="button" $variant="secondary" onClick={feed.reload}>
            {t('common.retry')}
          </Button>
        </Stack>
      ) : null}
      {feed.status === 'ready' && feed.data.length === 0 ? <EmptyState title={t('shorts.empty')} /> : null}
      {feed.status === 'ready' && feed.data.length > 0 ? <ShortsFeed initial={feed.data} /> : null}
    </section>
  );
}
