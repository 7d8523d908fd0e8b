import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Badge, Button, Card, EmptyState, Muted, PageTitle, SectionTitle, Spinner, buildPath, formatShortDate } from '@app/shared';
import { ExamClock } from '../../../components/ExamClock';
import { QuizRunner } from '../../../components/QuizRunner';
import { useAttempt } from '../../../hooks/useAttempt';
import { useSubmitOutbox } from '../../../hooks/useSubmitOutbox';
import { quizApi } from '../../../lib/api';
import { buildSubmission, initialAttempt } from '../../../lib/attempt';
import { messageOf } from '../../../lib/errors';
import { bestScore, examDurationMinutes, formatPercent, totalMarksOf } from '../../../lib/score';
import { loadAttempt, loadOutbox, saveResult } from '../../../lib/storage';
import type { Question, ResultRecord, StudentChapterQuiz, StudentSubjectQuiz, SubmittedQuestion } from '../../../lib/types';

export type TakeKind = 'chapter' | 'subject' | 'examPrep';

interface PastAttempt {
  id: number;
  date: string;
  score: number;
}

interface Loaded {
  questions: Question[];
  attempts: PastAttempt[];
}

function useParamsFor(kind: TakeKind) {
  const p = useParams();
  const [search] = useSearchParams();
  const idProduct = Number(p.idProduct);
  const idSubject = Number(p.idSubject);
  const idSubjectChapter = Number(p.idSubjectChapter ?? 0);
  const sub = Number(search.get('idStudentSubscription') ?? -1);
  const idStudentSubscr = Number.isFinite(sub) ? sub : -1;
  const valid = [idProduct, idSubject].every((n) => Number.isInteger(n) && n > 0) && (kind === 'subject' || (Number.isInteger(idSubjectChapter) && idSubjectChapter > 0));
  const scope = kind === 'subject' ? `subject:${idProduct}:${idSubject}` : `${kind}:${idSubjectChapter}`;
  return { idProduct, idSubject, idSubjectChapter, idStudentSubscr, valid, scope, search: search.toString() };
}

/** Chapter quiz, subject quiz and exam-prep set: intro with attempts, the attempt, submit. */
export function TakeQuizPage({ kind }: { kind: TakeKind }) {
  const { t } = useTranslation('quiz');
  const args = useParamsFor(kind);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState('');
  const [taking, setTaking] = useState(() => !!loadAttempt(args.scope) || !!loadOutbox(args.scope));
  const [reload, setReload] = useState(0);

  useEffect(() => {
    if (!args.valid) return;
    let alive = true;
    setError('');
    setLoaded(null);
    const questions =
      kind === 'chapter'
        ? quizApi.chapterQuestions(args.idProduct, args.idSubject, args.idSubjectChapter)
        : kind === 'examPrep'
          ? quizApi.examPrepQuestions(args.idProduct, args.idSubject, args.idSubjectChapter)
          : quizApi.subjectQuestions(args.idProduct, args.idSubject);
    questions
      .then(async (qs) => {
        const list = Array.isArray(qs) ? qs : [];
        let attempts: PastAttempt[] = [];
        try {
          if (kind === 'chapter') {
            const r = await quizApi.chapterScores(args.idSubjectChapter, args.idStudentSubscr);
            attempts = (r.data ?? []).map((a: StudentChapterQuiz) => ({ id: a.idStudentChapterQuiz, date: a.quizDate, score: a.quizScore }));
          } else if (list[0]) {
            const r = await quizApi.subjectScores(args.idSubject, args.idStudentSubscr, list[0].quiz.idQuiz);
            attempts = (r ?? []).map((a: StudentSubjectQuiz) => ({ id: a.idStudentSubjectQuiz, date: a.quizDate, score: a.quizScore }));
          }
        } catch {
          /* past attempts are extra; the quiz still works without them */
        }
        if (alive) setLoaded({ questions: list, attempts });
      })
      .catch((e) => {
        if (alive) setError(messageOf(e) || t('common.loadFailed'));
      });
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, args.idProduct, args.idSubject, args.idSubjectChapter, args.idStudentSubscr, reload]);

  const titleKey = kind === 'examPrep' ? 'examPrep.title' : kind === 'subject' ? 'subjectQuiz.title' : 'chapterQuiz.title';
  if (!args.valid) return <EmptyState title={t('common.badLink')} />;

  return (
    <section aria-labelledby="take-title" data-testid={`take-${kind}`}>
      <PageTitle id="take-title">{loaded?.questions[0]?.quiz.quizName || t(titleKey)}</PageTitle>
      {error ? (
        <Card role="alert">
          <p style={{ marginTop: 0 }}>{error}</p>
          <Button type="button" onClick={() => setReload((n) => n + 1)}>
            {t('common.tryAgain')}
          </Button>
        </Card>
      ) : !loaded ? (
        <Spinner label={t('common.loading')} />
      ) : loaded.questions.length === 0 ? (
        <EmptyState title={t('common.noQuestions')} />
      ) : taking ? (
        <Attempt kind={kind} args={args} questions={loaded.questions} />
      ) : (
        <Intro kind={kind} questions={loaded.questions} attempts={loaded.attempts} onStart={() => setTaking(true)} />
      )}
    </section>
  );
}

function Intro({ kind, questions, attempts, onStart }: { kind: TakeKind; questions: Question[]; attempts: PastAttempt[]; onStart: () => void }) {
  const { t } = useTranslation('quiz');
  const best = bestScore(attempts.map((a) => ({ quizScore: a.score })));
  const reviewKind = kind === 'chapter' ? 'chapter' : 'subject';
  return (
    <Card>
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 16px', margin: '0 0 16px' }} data-testid="quiz-facts">
        <dt>{t('exam.questions')}</dt>
        <dd style={{ margin: 0, fontWeight: 600 }}>{questions.length}</dd>
        <dt>{t('exam.totalMarks')}</dt>
        <dd style={{ margin: 0, fontWeight: 600 }}>{totalMarksOf(questions)}</dd>
        {kind === 'examPrep' ? (
          <>
            <dt>{t('exam.duration')}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{t('exam.minutes', { count: examDurationMinutes(questions.length) })}</dd>
          </>
        ) : null}
        <dt>{t('attempts')}</dt>
        <dd style={{ margin: 0, fontWeight: 600 }} data-testid="attempt-count">
          {attempts.length}
        </dd>
        {best !== null ? (
          <>
            <dt>{t('bestScore')}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }}>{formatPercent(best)}</dd>
          </>
        ) : null}
      </dl>
      <Button type="button" onClick={onStart} data-testid="start-quiz">
        {attempts.length ? t('retake') : t('common.start')}
      </Button>
      {attempts.length ? (
        <>
          <SectionTitle>{t('pastAttempts')}</SectionTitle>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }} data-testid="past-attempts">
            {attempts.map((a, i) => (
              <li key={a.id} style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
                <Badge $tone="muted">{t('attemptN', { n: attempts.length - i })}</Badge>
                <span>{formatShortDate(a.date)}</span>
                <strong>
                  {t('score')}: {formatPercent(a.score)}
                </strong>
                <Link to={buildPath('quizReview', { kind: reviewKind, id: a.id })}>{t('review')}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}

function Attempt({ kind, args, questions }: { kind: TakeKind; args: ReturnType<typeof useParamsFor>; questions: Question[] }) {
  const { t } = useTranslation('quiz');
  const navigate = useNavigate();
  const here = useLocation();
  const { state, dispatch, discard, replace, restored } = useAttempt(args.scope, questions);
  const quiz = questions[0]!.quiz;

  type Body = { quizQuestions: SubmittedQuestion[]; clientAttemptId: string };
  const send = useCallback(
    async (body: Body): Promise<ResultRecord> => {
      const retakePath = here.pathname + (args.search ? `?${args.search}` : '');
      if (kind === 'chapter') {
        const r = await quizApi.submitChapter({ idSubjectChapter: args.idSubjectChapter, idStudentSubscr: args.idStudentSubscr, ...body });
        const d = r.data;
        return {
          kind,
          title: quiz.quizName,
          totalQuestions: d.totalQuestions,
          totalCorrectAnswers: d.totalCorrectAnswers,
          percentage: d.percentage,
          reviewPath: buildPath('quizReview', { kind: 'chapter', id: d.studentChapterQuiz.idStudentChapterQuiz }),
          retakePath,
          at: new Date().toISOString(),
        };
      }
      const r = await quizApi.submitSubject({ idQuiz: quiz.idQuiz, idSubject: args.idSubject, idStudentSubscr: args.idStudentSubscr, ...body });
      const d = r.data;
      return {
        kind,
        title: quiz.quizName,
        totalQuestions: d.totalQuestions,
        totalCorrectAnswers: d.totalCorrectAnswers,
        percentage: d.percentage,
        totalMarks: totalMarksOf(questions),
        totalScoredMarks: d.studentSubjectQuiz.totalMarksScored,
        reviewPath: buildPath('quizReview', { kind: 'subject', id: d.studentSubjectQuiz.idStudentSubjectQuiz }),
        retakePath,
        at: new Date().toISOString(),
      };
    },
    [kind, args, quiz, questions, here.pathname],
  );

  const outbox = useSubmitOutbox<Body, ResultRecord>(args.scope, send, (result) => {
    discard();
    saveResult(result);
    navigate(buildPath('result'), { state: result });
  });

  const header =
    kind === 'examPrep' ? (
      <>
        <Muted style={{ marginBottom: 8 }} data-testid="exam-facts">
          {t('exam.questions')}: {questions.length} · {t('exam.totalMarks')}: {totalMarksOf(questions)} · {t('exam.duration')}:{' '}
          {t('exam.minutes', { count: examDurationMinutes(questions.length) })}
        </Muted>
        <ExamClock startedAt={state.startedAt} minutes={examDurationMinutes(questions.length)} />
      </>
    ) : null;

  return (
    <>
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
        header={header}
      />
      {outbox.phase === 'rejected' ? (
        <p style={{ marginTop: 12 }}>
          <Button type="button" $variant="secondary" onClick={() => replace(initialAttempt(questions))}>
            {t('common.startOver')}
          </Button>
        </p>
      ) : null}
    </>
  );
}
