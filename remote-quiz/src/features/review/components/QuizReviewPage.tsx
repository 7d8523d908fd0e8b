import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Button, Card, EmptyState, PageTitle, SectionTitle, Spinner, buildPath } from '@app/shared';
import { ReviewList } from '../../../components/ReviewList';
import { ScoreSummary } from '../../../components/ScoreSummary';
import { WaitNotice } from '../../../components/WaitNotice';
import { quizApi } from '../../../lib/api';
import { messageOf, statusOf } from '../../../lib/errors';
import type { Review } from '../../../lib/types';

const KINDS = ['chapter', 'subject', 'challenger', 'vct'] as const;
type ReviewKind = (typeof KINDS)[number];

function fetchReview(kind: ReviewKind, id: string): Promise<Review> {
  switch (kind) {
    case 'chapter':
      return quizApi.chapterReview(id);
    case 'subject':
      return quizApi.subjectReview(id);
    case 'challenger':
      return quizApi.challengerReview(id);
    case 'vct':
      return quizApi.vctReview(id);
  }
}

/** /quiz/review/:kind/:id: an attempt's score and every question with the correct answer and explanation. */
export default function QuizReviewPage() {
  const { t } = useTranslation('quiz');
  const { kind = '', id = '' } = useParams();
  const valid = (KINDS as readonly string[]).includes(kind) && /^\d{1,9}$/.test(id);
  const [review, setReview] = useState<Review | null>(null);
  const [error, setError] = useState('');
  const [wait, setWait] = useState('');
  const [n, setN] = useState(0);

  useEffect(() => {
    if (!valid) return;
    let alive = true;
    setError('');
    setWait('');
    setReview(null);
    fetchReview(kind as ReviewKind, id)
      .then((r) => alive && setReview(r))
      .catch((e) => {
        if (!alive) return;
        // 425: vocational-test results are revealed later.
        if (statusOf(e) === 425) setWait(messageOf(e));
        else setError(messageOf(e) || t('common.loadFailed'));
      });
    return () => {
      alive = false;
    };
  }, [kind, id, valid, n, t]);

  if (!valid) return <EmptyState title={t('common.badLink')} />;
  return (
    <section aria-labelledby="review-title" data-testid="quiz-review">
      <PageTitle id="review-title">{t('reviewPage.title')}</PageTitle>
      {wait ? (
        <WaitNotice message={wait} tone="success" />
      ) : error ? (
        <Card role="alert">
          <p style={{ marginTop: 0 }}>{error}</p>
          <Button type="button" onClick={() => setN((x) => x + 1)}>
            {t('common.tryAgain')}
          </Button>
        </Card>
      ) : !review ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <Card>
            <ScoreSummary percentage={review.percentage} totalQuestions={review.noOfQuestions} totalCorrectAnswers={review.correctAnswers} />
          </Card>
          <SectionTitle>{t('reviewPage.questions')}</SectionTitle>
          <ReviewList items={review.reviewData} />
          <p style={{ marginTop: 16 }}>
            <Link to={buildPath('quizHub')}>{t('common.backToTests')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
