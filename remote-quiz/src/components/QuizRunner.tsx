import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Card, ErrorText, Muted } from '@app/shared';
import { counts as countStatuses, firstUnanswered, ordered, type AttemptAction, type AttemptState } from '../lib/attempt';
import type { Question } from '../lib/types';
import type { SubmitPhase } from '../hooks/useSubmitOutbox';
import { QuestionPalette } from './QuestionPalette';
import { QuestionView } from './QuestionView';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 280px;
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const Nav = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  flex-wrap: wrap;
  margin-top: ${({ theme }) => theme.space(4)};
`;
const Banner = styled.div<{ $tone: 'info' | 'error' }>`
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger : theme.color.border)};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

export interface QuizRunnerProps {
  questions: Question[];
  state: AttemptState;
  dispatch: (a: AttemptAction) => void;
  onSubmit: () => void;
  phase: SubmitPhase;
  submitError?: string;
  onRetry: () => void;
  /** Refuse to submit with unanswered questions ("Please answer all the question."). */
  requireAll?: boolean;
  restored?: boolean;
  /** Shown above the question (a countdown, exam facts). */
  header?: ReactNode;
  disabled?: boolean;
}

/** Takes an attempt: one question at a time, previous/next, the palette and the submit. */
export function QuizRunner({ questions, state, dispatch, onSubmit, phase, submitError, onRetry, requireAll, restored, header, disabled }: QuizRunnerProps) {
  const { t } = useTranslation('quiz');
  const list = ordered(questions, state);
  const q = list[state.current];
  const c = countStatuses(list, state);
  const [localError, setLocalError] = useState('');
  const questionRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);

  // Move focus to the new question when the student navigates (not on first render).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    questionRef.current?.focus();
  }, [state.current]);

  useEffect(() => {
    if (localError && c.answered === list.length) setLocalError('');
  }, [c.answered, list.length, localError]);

  const busy = phase === 'sending';
  const locked = disabled || busy || phase === 'failed';

  const trySubmit = () => {
    if (requireAll) {
      const first = firstUnanswered(list, state);
      if (first >= 0) {
        setLocalError(t('runner.answerAll'));
        dispatch({ type: 'goto', index: first });
        return;
      }
    }
    setLocalError('');
    onSubmit();
  };

  if (!q) return null;
  return (
    <Layout>
      <div>
        {header}
        {restored ? (
          <Banner $tone="info" role="status" data-testid="restored-note">
            {t('runner.restored')}
          </Banner>
        ) : null}
        {phase === 'failed' ? (
          <Banner $tone="error" role="alert" data-testid="submit-failed">
            <p style={{ margin: '0 0 8px', fontWeight: 600 }}>{t('runner.submitFailed')}</p>
            <Muted style={{ marginBottom: 8 }}>{t('runner.submitQueued')}</Muted>
            <Button type="button" onClick={onRetry}>
              {t('runner.retrySubmit')}
            </Button>
          </Banner>
        ) : null}
        {phase === 'rejected' && submitError ? (
          <Banner $tone="error" role="alert" data-testid="submit-rejected">
            {submitError}
          </Banner>
        ) : null}
        <Card>
          <div ref={questionRef} tabIndex={-1} style={{ outline: 'none' }}>
            <QuestionView question={q} index={state.current} total={list.length} answer={state.answers[q.idQuizQuestion]} dispatch={dispatch} disabled={locked} />
          </div>
          <Nav>
            <Button type="button" $variant="secondary" onClick={() => dispatch({ type: 'prev' })} disabled={state.current === 0}>
              {t('runner.previous')}
            </Button>
            {state.current < list.length - 1 ? (
              <Button type="button" onClick={() => dispatch({ type: 'next' })}>
                {t('runner.next')}
              </Button>
            ) : null}
          </Nav>
        </Card>
      </div>
      <Card as="aside" aria-label={t('runner.summary')}>
        <QuestionPalette questions={list} state={state} counts={c} onGoto={(i) => dispatch({ type: 'goto', index: i })} />
        <div style={{ marginTop: 16 }}>
          {localError ? (
            <ErrorText role="alert" data-testid="answer-all">
              {localError}
            </ErrorText>
          ) : null}
          <Button type="button" onClick={trySubmit} disabled={locked} style={{ width: '100%', marginTop: 8 }} data-testid="submit-quiz">
            {busy ? t('runner.submitting') : t('runner.submit')}
          </Button>
        </div>
      </Card>
    </Layout>
  );
}
