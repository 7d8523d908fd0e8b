import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Card, EmptyState, Muted, PageTitle, Spinner, buildPath } from '@app/shared';
import { QuizRunner } from '../../../components/QuizRunner';
import { WaitNotice } from '../../../components/WaitNotice';
import { useAttempt } from '../../../hooks/useAttempt';
import { useSubmitOutbox } from '../../../hooks/useSubmitOutbox';
import { quizApi } from '../../../lib/api';
import { buildSubmission } from '../../../lib/attempt';
import { messageOf, statusOf } from '../../../lib/errors';
import { saveResult } from '../../../lib/storage';
import type { Question, ResultRecord, SubmittedQuestion, VctPaper } from '../../../lib/types';

/** The paper's questions in order, each carrying its group's title and marks. */
export function flattenPaper(paper: VctPaper): Question[] {
  return paper.quizData.flatMap((g) => g.questions.map((q) => ({ ...q, questionTitle: q.questionTitle || g.questionTitle, marks: q.marks ?? g.mark })));
}

/** /quiz/vocational/:idProduct: the vocational test (VCT). */
export default function VocationalTestPage() {
  const { t } = useTranslation('quiz');
  const { idProduct = '' } = useParams();
  const valid = /^\d{1,9}$/.test(idProduct);
  const [paper, setPaper] = useState<VctPaper | null>(null);
  const [wait, setWait] = useState('');
  const [error, setError] = useState('');
  const [n, setN] = useState(0);
  const [pendingReveal, setPendingReveal] = useState('');

  useEffect(() => {
    if (!valid) return;
    let alive = true;
    setError('');
    setWait('');
    quizApi
      .vctQuestions(idProduct)
      .then((p) => alive && setPaper(p))
      .catch((e) => {
        if (!alive) return;
        if (statusOf(e) === 425) setWait(messageOf(e));
        else setError(messageOf(e) || t('common.loadFailed'));
      });
    return () => {
      alive = false;
    };
  }, [idProduct, valid, n, t]);

  if (!valid) return <EmptyState title={t('common.badLink')} />;
  return (
    <section aria-labelledby="vct-title" data-testid="vct-page">
      <PageTitle id="vct-title">{paper?.subjectName || t('vct.title')}</PageTitle>
      {pendingReveal ? (
        <WaitNotice message={pendingReveal} tone="success">
          <Link to={buildPath('vocationalReport', { idProduct })}>{t('vct.reportLink')}</Link>
        </WaitNotice>
      ) : wait ? (
        <WaitNotice message={wait}>
          <Link to={buildPath('vocationalReport', { idProduct })}>{t('vct.reportLink')}</Link>
        </WaitNotice>
      ) : error ? (
        <Card role="alert">
          <p style={{ marginTop: 0 }}>{error}</p>
          <Button type="button" onClick={() => setN((x) => x + 1)}>
            {t('common.tryAgain')}
          </Button>
        </Card>
      ) : !paper ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <VctAttempt paper={paper} idProduct={idProduct} onPending={setPendingReveal} />
      )}
    </section>
  );
}

type Outcome = { kind: 'result'; record: ResultRecord } | { kind: 'pending'; message: string };

function VctAttempt({ paper, idProduct, onPending }: { paper: VctPaper; idProduct: string; onPending: (m: string) => void }) {
  const { t } = useTranslation('quiz');
  const navigate = useNavigate();
  const questions = useMemo(() => flattenPaper(paper), [paper]);
  const scope = `vct:${paper.idQuiz}`;
  const { state, dispatch, discard, restored } = useAttempt(scope, questions);

  type Body = { quizQuestions: SubmittedQuestion[]; clientAttemptId: string };
  const send = useCallback(
    async (body: Body): Promise<Outcome> => {
      try {
        const r = await quizApi.vctSubmit({ idQuiz: paper.idQuiz, idSubject: paper.idSubject ?? -1, idStudentSubscr: -1, ...body });
        const d = r.data!;
        return {
          kind: 'result',
          record: {
            kind: 'vct',
            title: paper.subjectName,
            totalQuestions: d.totalQuestions,
            totalCorrectAnswers: d.totalCorrectAnswers ?? 0,
            percentage: d.percentage,
            totalMarks: d.totalMarks,
            totalScoredMarks: d.totalScoredMarks,
            reviewPath: buildPath('vocationalReport', { idProduct }),
            at: new Date().toISOString(),
          },
        };
      } catch (e) {
        // 425: the answers are in, the results are revealed later.
        if (statusOf(e) === 425) return { kind: 'pending', message: messageOf(e) };
        throw e;
      }
    },
    [paper, idProduct],
  );

  const outbox = useSubmitOutbox<Body, Outcome>(scope, send, (o) => {
    discard();
    if (o.kind === 'pending') {
      onPending(o.message);
      return;
    }
    saveResult(o.record);
    navigate(buildPath('result'), { state: o.record });
  });

  return (
    <>
      <Muted style={{ marginBottom: 12 }} data-testid="vct-facts">
        {t('exam.questions')}: {questions.length} · {t('exam.totalMarks')}: {paper.totalMarks}
      </Muted>
      <QuizRunner
        questions={questions}
        state={state}
        dispatch={dispatch}
        phase={outbox.phase}
        submitError={outbox.error}
        onRetry={() => void outbox.retry()}
        onSubmit={() => void outbox.submit({ quizQuestions: buildSubmission(questions, state), clientAttemptId: state.clientAttemptId })}
        requireAll
        restored={restored && outbox.phase === 'idle'}
      />
    </>
  );
}
