import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { statusOf, type AttemptState, type QuestionStatus } from '../lib/attempt';
import type { Question } from '../lib/types';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(44px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
`;
const Cell = styled.button<{ $status: QuestionStatus; $current: boolean }>`
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 700;
  cursor: pointer;
  border: 2px solid ${({ theme, $current }) => ($current ? theme.color.text : 'transparent')};
  background: ${({ theme, $status }) =>
    $status === 'answered' ? theme.color.success : $status === 'viewed' ? theme.color.warning : theme.color.surfaceAlt};
  color: ${({ theme, $status }) => ($status === 'notAnswered' ? theme.color.text : theme.mode === 'dark' ? '#0b1220' : '#fff')};
`;
const Legend = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  padding: 0;
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  li { display: flex; align-items: center; gap: 6px; }
`;
const Swatch = styled.span<{ $status: QuestionStatus }>`
  display: inline-block;
  width: 14px;
  height: 14px;
  border-radius: 4px;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme, $status }) =>
    $status === 'answered' ? theme.color.success : $status === 'viewed' ? theme.color.warning : theme.color.surfaceAlt};
`;

/** The question palette: one button per question, coloured answered / viewed / not answered. */
export function QuestionPalette({ questions, state, onGoto, counts }: { questions: Question[]; state: AttemptState; onGoto: (i: number) => void; counts: Record<QuestionStatus, number> }) {
  const { t } = useTranslation('quiz');
  return (
    <nav aria-label={t('runner.palette')}>
      <List>
        {questions.map((q, i) => {
          const status = statusOf(q, state);
          const current = i === state.current;
          return (
            <li key={q.idQuizQuestion}>
              <Cell
                type="button"
                $status={status}
                $current={current}
                data-status={status}
                aria-current={current ? 'step' : undefined}
                aria-label={t('runner.paletteItem', { n: i + 1, status: t(`states.${status}`) })}
                onClick={() => onGoto(i)}
              >
                {i + 1}
              </Cell>
            </li>
          );
        })}
      </List>
      <Legend>
        {(['answered', 'viewed', 'notAnswered'] as const).map((s) => (
          <li key={s} data-testid={`count-${s}`}>
            <Swatch $status={s} aria-hidden="true" />
            {t(`states.${s}`)}: {counts[s]}
          </li>
        ))}
      </Legend>
    </nav>
  );
}
