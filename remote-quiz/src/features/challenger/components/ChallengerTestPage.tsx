import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, EmptyState, Muted, Spinner, buildPath, formatDuration } from '@app/shared';
import { QuizRunner } from '../../../components/QuizRunner';
import { useAttempt } from '../../../hooks/useAttempt';
import { useCountdown, warningThreshold } from '../../../hooks/useCountdown';
import { useSubmitOutbox } from '../../../hooks/useSubmitOutbox';
import { quizApi } from '../../../lib/api';
import { buildSubmission, mergeSubmitted } from '../../../lib/attempt';
import { messageOf } from '../../../lib/errors';
import { saveResult } from '../../../lib/storage';
import type { ChallengerResult, ChallengerStart, ResultRecord, SubmittedQuestion } from '../../../lib/types';

const Timer = styled.div<{ $warn: boolean }>`
  position: sticky;
  top: 0;
  z-index: 2;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  padding: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $warn }) => ($warn ? theme.color.danger : theme.color.surfaceAlt)};
  color: ${({ theme, $warn }) => ($warn ? (theme.mode === 'dark' ? '#0b1220' : '#fff') : theme.color.text)};
  font-weight: 700;
`;
const Clock = styled.span`
  font-size: 1.5rem;
  font-variant-numeric: tabular-nums;
`;

/** /quiz/challenger/:idProduct: a timed test whose deadline comes from the server. */
export default function ChallengerTestPage() {
  const { t } = useTranslation('quiz');
  const { idProduct = '' } = useParams();
  const valid = /^\d{1,9}$/.test(idProduct);
  const [started, setStarted] = useState<(ChallengerStart & { offsetMs: number }) | null>(null);
  const [error, setError] = useState('');
  const [starting, setStarting] = useState(false);

  const start = useCallback(() => {
    setStarting(true);
    setError('');
    quizApi
      .challengerStart(idProduct)
      .then((s) => setStarted({ ...s, offsetMs: Date.parse(s.serverTime) - Date.now() }))
      .catch((e) => setError(messageOf(e) || t('common.loadFailed')))
      .finally(() => setStarting(false));
  }, [idProduct, t]);

  // An attempt already running on this device (or the server) resumes straight away.
  useEffect(() => {
    if (valid && localStorage.getItem(activeKey(idProduct))) start();
  }, [valid, idProduct, start]);

  if (!valid) return <EmptyState title={t('common.badLink')} />;
  return (
    <section aria-labelledby="challenger-title" data-testid="challenger-page">
      <h2 id="challenger-title" style={{ marginTop: 0 }}>
        {started?.quizName || t('challenger.title')}
      </h2>
      {error ? (
        <Card role="alert" style={{ marginBottom: 12 }}>
          <p style={{ marginTop: 0 }}>{error}</p>
        </Card>
      ) : null}
      {started ? (
        <Running key={started.idAttempt} idProduct={idProduct} start={started} />
      ) : (
        <Card>
          <p style={{ marginTop: 0 }}>{t('challenger.intro')}</p>
          <Muted style={{ marginBottom: 16 }}>{t('challenger.rules')}</Muted>
          {starting ? (
            <Spinner label={t('common.loading')} />
          ) : (
            <Button type="button" onClick={start} data-testid="start-challenger">
              {t('challenger.start')}
            </Button>
          )}
        </Card>
      )}
    </section>
  );
}

const activeKey = (idProduct: string) => `quiz.v1.challenger-active:${idProduct}`;

function Running({ idProduct, start }: { idProduct: string; start: ChallengerStart & { offsetMs: number } }) {
  const { t } = useTranslation('quiz');
  const navigate = useNavigate();
  const scope = `challenger:${start.idAttempt}`;
  const { state, dispatch, discard, replace } = useAttempt(scope, start.questions);
  const [autoSubmitted, setAutoSubmitted] = useState(false);

  // Answers the server already holds (resumed on another device) fill the gaps.
  const merged = useRef(false);
  useEffect(() => {
    if (merged.current) return;
    merged.current = true;
    localStorage.setItem(activeKey(idProduct), String(start.idAttempt));
    if (start.savedAnswers?.length) replace(mergeSubmitted(state, start.savedAnswers));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  type Body = { quizQuestions: SubmittedQuestion[] };
  const send = useCallback((body: Body) => quizApi.challengerSubmit(start.idAttempt, body.quizQuestions).then((r) => r.data), [start.idAttempt]);
  const outbox = useSubmitOutbox<Body, ChallengerResult>(scope, send, (r) => {
    discard();
    localStorage.removeItem(activeKey(idProduct));
    const record: ResultRecord = {
      kind: 'challenger',
      title: start.quizName,
      totalQuestions: r.totalQuestions,
      totalCorrectAnswers: r.totalCorrectAnswers,
      percentage: r.percentage,
      totalMarks: r.totalMarks,
      totalScoredMarks: r.totalScoredMarks,
      reviewPath: buildPath('quizReview', { kind: 'challenger', id: r.idAttempt }),
      retakePath: buildPath('challengerTest', { idProduct }),
      late: r.late,
      at: r.submittedAt,
    };
    saveResult(record);
    navigate(buildPath('result'), { state: record });
  });

  const stateRef = useRef(state);
  stateRef.current = state;
  const submitNow = useCallback(() => {
    if (outbox.phase === 'sending' || outbox.phase === 'done') return;
    void outbox.submit({ quizQuestions: buildSubmission(start.questions, stateRef.current) });
  }, [outbox, start.questions]);

  const left = useCountdown(start.deadline, start.offsetMs, () => {
    setAutoSubmitted(true);
    submitNow();
  });

  // Keep a copy of the answers on the server too (debounced), so a late or lost submit still counts them.
  useEffect(() => {
    if (autoSubmitted) return;
    const id = setTimeout(() => {
      quizApi.challengerSave(start.idAttempt, buildSubmission(start.questions, state)).catch(() => undefined);
    }, 1200);
    return () => clearTimeout(id);
  }, [state.answers, start.idAttempt, start.questions, autoSubmitted]); // eslint-disable-line react-hooks/exhaustive-deps

  const warnAt = warningThreshold(start.durationSeconds);
  const warn = left !== null && left <= warnAt;
  const header = (
    <>
      <Timer $warn={warn} data-testid="challenger-timer">
        <span>{t('challenger.timeLeft')}</span>
        <Clock role="timer" aria-label={t('challenger.timeLeft')} data-testid="challenger-clock">
          {formatDuration(left ?? start.durationSeconds)}
        </Clock>
      </Timer>
      {warn && !autoSubmitted ? (
        <p role="alert" data-testid="challenger-warning" style={{ fontWeight: 600 }}>
          {t('challenger.warning', { count: Math.max(0, left ?? 0) })}
        </p>
      ) : null}
      {autoSubmitted ? (
        <p role="status" data-testid="challenger-autosubmitted" style={{ fontWeight: 600 }}>
          {t('challenger.autoSubmitted')}
        </p>
      ) : null}
    </>
  );

  return (
    <QuizRunner
      questions={start.questions}
      state={state}
      dispatch={dispatch}
      phase={outbox.phase}
      submitError={outbox.error}
      onRetry={() => void outbox.retry()}
      onSubmit={submitNow}
      header={header}
      disabled={autoSubmitted}
    />
  );
}
