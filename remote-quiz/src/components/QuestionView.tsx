import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, Button, Input, Label, Muted } from '@app/shared';
import type { AttemptAction, QuestionAnswer } from '../lib/attempt';
import type { Question } from '../lib/types';

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
`;
const Legend = styled.legend`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: 0;
  white-space: pre-wrap;
`;
const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.color.primary : theme.color.border)};
  background: ${({ theme, $checked }) => ($checked ? theme.color.surfaceAlt : theme.color.surface)};
  cursor: pointer;
  min-height: 44px;
  input { margin-top: 3px; width: 20px; height: 20px; flex: none; accent-color: ${({ theme }) => theme.color.primary}; }
  &:focus-within { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
`;

export interface QuestionViewProps {
  question: Question;
  index: number;
  total: number;
  answer: QuestionAnswer | undefined;
  dispatch: (a: AttemptAction) => void;
  disabled?: boolean;
}

/** One question: single choice (radios), multiple choice (checkboxes) or typed answers. */
export function QuestionView({ question: q, index, total, answer, dispatch, disabled }: QuestionViewProps) {
  const { t } = useTranslation('quiz');
  const hintId = useId();
  const name = `q-${q.idQuizQuestion}`;
  const hint =
    q.questionType === 'MULTISELECT' ? t('runner.chooseMany') : q.questionType === 'SUBJECTIVE' ? t('runner.typeAnswer') : t('runner.chooseOne');
  const hasAnswer = !!answer && (answer.fieldIds.length > 0 || Object.values(answer.texts).some((v) => v.trim() !== ''));

  return (
    <div data-testid="question" data-question-id={q.idQuizQuestion}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}>
        <Muted>{t('runner.position', { n: index + 1, total })}</Muted>
        <Badge $tone="muted">{t('runner.marks', { count: q.marks })}</Badge>
      </div>
      {q.questionTitle ? <Muted style={{ marginBottom: 4 }}>{q.questionTitle}</Muted> : null}
      <Fieldset aria-describedby={hintId} disabled={disabled}>
        <Legend>{q.questionText}</Legend>
        {q.diagramLoc ? <img src={q.diagramLoc} alt="" style={{ maxWidth: '100%', marginBottom: 12 }} /> : null}
        <Muted id={hintId} style={{ marginBottom: 12 }}>
          {hint}
        </Muted>
        {q.questionType === 'SUBJECTIVE'
          ? q.answers.map((blank, i) => {
              const id = `${name}-f${blank.fieldId}`;
              return (
                <div key={blank.fieldId} style={{ marginBottom: 12 }}>
                  <Label htmlFor={id}>{q.answers.length > 1 ? t('runner.blank', { n: i + 1 }) : t('runner.yourAnswer')}</Label>
                  <Input
                    id={id}
                    value={answer?.texts[blank.fieldId] ?? ''}
                    autoComplete="off"
                    maxLength={200}
                    onChange={(e) => dispatch({ type: 'text', question: q, fieldId: blank.fieldId, value: e.target.value })}
                  />
                </div>
              );
            })
          : q.answers.map((o) => {
              const checked = !!answer?.fieldIds.includes(o.fieldId);
              return (
                <Option key={o.fieldId} $checked={checked}>
                  <input
                    type={q.questionType === 'MULTISELECT' ? 'checkbox' : 'radio'}
                    name={name}
                    value={o.fieldId}
                    checked={checked}
                    onChange={() => dispatch({ type: 'choose', question: q, fieldId: o.fieldId })}
                  />
                  <span>{o.textFieldValue}</span>
                </Option>
              );
            })}
      </Fieldset>
      {hasAnswer && !disabled ? (
        <Button type="button" $variant="ghost" $size="sm" onClick={() => dispatch({ type: 'clear', idQuizQuestion: q.idQuizQuestion })}>
          {t('runner.clear')}
        </Button>
      ) : null}
    </div>
  );
}
