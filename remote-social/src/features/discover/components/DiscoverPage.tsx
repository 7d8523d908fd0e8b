import { useTranslation } from 'react-i18next';
import { Card, Muted, PageTitle } from '@app/shared';

/** /discover: videos by category and language. */
export default function DiscoverPage() {
  const { t } = useTranslation('social');
  return (
    <section aria-labelledby="discover-title" data-testid="discover-page">
      <PageTitle id="discover-title">{t('discover.title')}</PageTitle>
      <Card>
        <Muted>{t('discover.intro')}</Muted>
      </Card>
    </section>
  );
}
