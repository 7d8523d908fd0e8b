import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Card, Muted } from '@app/shared';
import type { ReviewItem } from '../lib/types';

const Item = styled(Card)<{ $ok: boolean }>`
  border-left: 6px solid ${({ theme, $ok }) => ($ok ? theme.color.success : theme.color.danger)};
`;
const Row = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  strong { margin-right: 6px; }
`;

/** Every question of an attempt with the student's answer, the correct answer and why. */
export function ReviewList({ items }: { items: ReviewItem[] }) {
  const { t } = useTranslation('quiz');
  return (
    <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }} data-testid="review-list">
      {items.map((r, i) => (
        <li key={r.idQuizQuestion}>
          <Item as="article" $ok={r.correctValueFlag} aria-labelledby={`rq-${r.idQuizQuestion}`} data-testid="review-item">
            <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
              <Muted>{t('runner.position', { n: i + 1, total: items.length })}</Muted>
              <Badge $tone={r.correctValueFlag ? 'success' : 'warning'}>{r.correctValueFlag ? t('reviewPage.correct') : t('reviewPage.incorrect')}</Badge>
            </div>
            <h3 id={`rq-${r.idQuizQuestion}`} style={{ margin: '8px 0 0', fontSize: '1.05rem', whiteSpace: 'pre-wrap' }}>
              {r.questionText}
            </h3>
            <Row>
              <strong>{t('reviewPage.yourAnswer')}:</strong>
              <span data-testid="review-your-answer">{r.studentAnswerText?.trim() ? r.studentAnswerText : t('reviewPage.notAnswered')}</span>
            </Row>
            <Row>
              <strong>{t('reviewPage.correctAnswer')}:</strong>
              <span data-testid="review-correct-answer">{r.answerText}</span>
            </Row>
            {r.explanation ? (
              <Row>
                <strong>{t('reviewPage.explanation')}:</strong>
                <span data-testid="review-explanation">{r.explanation}</span>
              </Row>
            ) : null}
          </Item>
        </li>
      ))}
    </ol>
  );
}
