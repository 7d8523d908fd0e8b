import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Card, EmptyState, Muted, PageTitle, buildPath } from '@app/shared';
import { ScoreSummary } from '../../../components/ScoreSummary';
import { loadResult } from '../../../lib/storage';
import type { ResultRecord } from '../../../lib/types';

function isResult(v: unknown): v is ResultRecord {
  return !!v && typeof v === 'object' && typeof (v as ResultRecord).percentage === 'number' && typeof (v as ResultRecord).kind === 'string';
}

/** /result: the quiz or exam result just submitted (kept locally, so a reload still shows it). */
export default function ResultPage() {
  const { t } = useTranslation('quiz');
  const loc = useLocation();
  const result = isResult(loc.state) ? loc.state : loadResult();
  if (!result) {
    return (
      <section aria-labelledby="result-title">
        <PageTitle id="result-title">{t('result.title')}</PageTitle>
        <EmptyState title={t('result.none')} />
        <p>
          <Link to={buildPath('quizHub')}>{t('common.backToTests')}</Link>
        </p>
      </section>
    );
  }
  return (
    <section aria-labelledby="result-title" data-testid="result-page">
      <PageTitle id="result-title">{t('result.title')}</PageTitle>
      <Card>
        <h2 style={{ marginTop: 0, fontSize: '1.2rem' }}>{result.title}</h2>
        {result.late ? <Muted style={{ marginBottom: 12 }}>{t('challenger.lateNote')}</Muted> : null}
        <ScoreSummary
          percentage={result.percentage}
          totalQuestions={result.totalQuestions}
          totalCorrectAnswers={result.totalCorrectAnswers}
          totalMarks={result.totalMarks}
          totalScoredMarks={result.totalScoredMarks}
        />
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', marginTop: 20 }}>
          {result.reviewPath ? (
            <Link to={result.reviewPath} data-testid="result-review-link">
              {t('review')}
            </Link>
          ) : null}
          {result.retakePath ? <Link to={result.retakePath}>{t('retake')}</Link> : null}
          <Link to={buildPath('quizHub')}>{t('common.backToTests')}</Link>
        </div>
      </Card>
    </section>
  );
}
