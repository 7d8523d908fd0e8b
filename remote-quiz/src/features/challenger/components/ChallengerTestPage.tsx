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
import { clearAttempt, clearOutbox, loadOutbox, saveResult } from '../../../lib/storage';
import type { ChallengerResult, ChallengerStart, ResultRecord, SubmittedQuestion } from '../../../lib/types';
import { clearActive, readActive, readLatestAnswers, saveActive, saveLatestAnswers, type ActiveChallenger } from '../active';

/** The result record of a submitted challenger attempt (what /result shows). */
function recordFor(r: ChallengerResult, quizName: string, idProduct: string): ResultRecord {
  return {
    kind: 'challenger',
    title: quizName,
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
}

/** Clears everything kept for a finished attempt and opens its result. */
function finish(navigate: ReturnType<typeof useNavigate>, idProduct: string, quizName: string, r: ChallengerResult) {
  const scope = `challenger:${r.idAttempt}`;
  clearAttempt(scope);
  clearOutbox(scope);
  clearActive(idProduct, r.idAttempt);
  const record = recordFor(r, quizName, idProduct);
  saveResult(record);
  navigate(buildPath('result'), { state: record });
}

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

  const navigate = useNavigate();
  /** An attempt whose deadline passed while the page was closed: submit what this device holds. */
  const submitExpired = useCallback(
    (active: ActiveChallenger) => {
      setStarting(true);
      setError('');
      const pending = loadOutbox<{ quizQuestions: SubmittedQuestion[] }>(`challenger:${active.idAttempt}`);
      const answers = pending?.body.quizQuestions ?? readLatestAnswers(active.idAttempt);
      quizApi
        .challengerSubmit(active.idAttempt, answers)
        .then((r) => finish(navigate, idProduct, active.quizName, r.data))
        .catch((e) => setError(messageOf(e) || t('challenger.submitExpiredFailed')))
        .finally(() => setStarting(false));
    },
    [idProduct, navigate, t],
  );

  // An attempt already running on this device resumes straight away; one that ran out is submitted.
  useEffect(() => {
    if (!valid) return;
    const active = readActive(idProduct);
    if (!active) return;
    if (Date.parse(active.deadline) <= Date.now()) submitExpired(active);
    else start();
  }, [valid, idProduct, start, submitExpired]);

  const retry = () => {
    const active = readActive(idProduct);
    if (active && Date.parse(active.deadline) <= Date.now()) submitExpired(active);
    else start();
  };

  if (!valid) return <EmptyState title={t('common.badLink')} />;
  return (
    <section aria-labelledby="challenger-title" data-testid="challenger-page">
      <h2 id="challenger-title" style={{ marginTop: 0 }}>
        {started?.quizName || t('challenger.title')}
      </h2>
      {error ? (
        <Card role="alert" style={{ marginBottom: 12 }}>
          <p style={{ marginTop: 0 }}>{error}</p>
          <Button type="button" onClick={retry} disabled={starting}>
            {t('common.tryAgain')}
          </Button>
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
    saveActive(idProduct, { idAttempt: start.idAttempt, deadline: start.deadline, quizName: start.quizName });
    if (start.savedAnswers?.length) replace(mergeSubmitted(state, start.savedAnswers));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  type Body = { quizQuestions: SubmittedQuestion[] };
  const send = useCallback((body: Body) => quizApi.challengerSubmit(start.idAttempt, body.quizQuestions).then((r) => r.data), [start.idAttempt]);
  const outbox = useSubmitOutbox<Body, ChallengerResult>(scope, send, (r) => {
    discard();
    finish(navigate, idProduct, start.quizName, r);
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
    const answers = buildSubmission(start.questions, state);
    saveLatestAnswers(start.idAttempt, answers);
    const id = setTimeout(() => {
      quizApi.challengerSave(start.idAttempt, answers).catch(() => undefined);
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
          {t('challenger.warning', { count: warnAt })}
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
