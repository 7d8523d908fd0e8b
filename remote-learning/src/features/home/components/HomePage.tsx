import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Card, Muted, PageTitle, sessionAtom } from '@app/shared';

/** /home: the student's starting point. */
export default function HomePage() {
  const { t } = useTranslation('learning');
  const session = useAtomValue(sessionAtom);
  return (
    <section aria-labelledby="home-title" data-testid="home-page">
      <PageTitle id="home-title">{t('home.welcome', { name: session?.firstName ?? '' })}</PageTitle>
      <Card>
        <Muted>
          {t('home.profileLine', {
            className: session?.classStandardObject?.classStandadName ?? '-',
            syllabus: session?.syllabusObject?.syllabusName ?? '-',
            state: session?.stateObject?.state ?? '-',
          })}
        </Muted>
      </Card>
    </section>
  );
}
