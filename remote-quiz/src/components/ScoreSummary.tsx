import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { scoreBand, formatPercent } from '../lib/score';

const Wrap = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
`;
const Ring = styled.div<{ $band: string }>`
  width: 112px;
  height: 112px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  font-size: 1.75rem;
  font-weight: 700;
  border: 10px solid ${({ theme, $band }) => ($band === 'good' ? theme.color.success : $band === 'ok' ? theme.color.primary : theme.color.warning)};
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  gap: 4px 16px;
  margin: 0;
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; font-weight: 600; }
`;

export interface ScoreSummaryProps {
  percentage: number;
  totalQuestions: number;
  totalCorrectAnswers: number;
  totalMarks?: number;
  totalScoredMarks?: number;
}

/** The score of an attempt: percentage ring, correct answers, marks. */
export function ScoreSummary({ percentage, totalQuestions, totalCorrectAnswers, totalMarks, totalScoredMarks }: ScoreSummaryProps) {
  const { t } = useTranslation('quiz');
  const band = scoreBand(percentage);
  return (
    <Wrap data-testid="score-summary">
      <Ring $band={band} role="img" aria-label={`${t('score')}: ${formatPercent(percentage)}`}>
        <span aria-hidden="true">{formatPercent(percentage)}</span>
      </Ring>
      <div>
        <p style={{ fontWeight: 700, margin: '0 0 8px' }}>{t(`result.band.${band}`)}</p>
        <Facts>
          <dt>{t('score')}</dt>
          <dd data-testid="score-correct">{t('result.correctOf', { correct: totalCorrectAnswers, total: totalQuestions })}</dd>
          <dt>{t('exam.percentage')}</dt>
          <dd data-testid="score-percentage">{formatPercent(percentage)}</dd>
          {totalMarks !== undefined && totalScoredMarks !== undefined ? (
            <>
              <dt>{t('exam.totalMarks')}</dt>
              <dd data-testid="score-marks">{t('result.marksOf', { scored: totalScoredMarks, total: totalMarks })}</dd>
            </>
          ) : null}
        </Facts>
      </div>
    </Wrap>
  );
}
