import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, PageTitle } from '@app/shared';

export function NotFound() {
  const { t } = useTranslation('host');
  return (
    <Card style={{ maxWidth: 520, margin: '48px auto', textAlign: 'center' }}>
      <PageTitle>{t('notFound.title')}</PageTitle>
      <Link to="/">{t('notFound.home')}</Link>
    </Card>
  );
}
