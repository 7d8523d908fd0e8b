import { useTranslation } from 'react-i18next';
import { Card, Grid, Muted, PageTitle } from '@app/shared';

/** /quiz: the way into exam prep, the vocational test and the challenger test. */
export default function QuizHubPage() {
  const { t } = useTranslation('quiz');
  const kinds = ['examPrep', 'vocational', 'challenger'] as const;
  return (
    <section aria-labelledby="quiz-hub-title" data-testid="quiz-hub">
      <PageTitle id="quiz-hub-title">{t('hub.title')}</PageTitle>
      <Grid>
        {kinds.map((k) => (
          <Card key={k}>
            <h2 style={{ marginTop: 0, fontSize: '1.125rem' }}>{t(`hub.${k}.title`)}</h2>
            <Muted>{t(`hub.${k}.description`)}</Muted>
          </Card>
        ))}
      </Grid>
    </section>
  );
}
