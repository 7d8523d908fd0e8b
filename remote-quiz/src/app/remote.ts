import { lazy } from 'react';
import { CONTRACT_VERSION, type RemoteApp } from '@app/shared';
import nav from './nav.json';

/** remote-quiz: chapter and subject quizzes, exam prep, vocational and challenger tests, results. */
const QuizHubPage = lazy(() => import('../features/hub/components/QuizHubPage'));
const ChapterQuizPage = lazy(() => import('../features/take/components/ChapterQuizPage'));
const SubjectQuizPage = lazy(() => import('../features/take/components/SubjectQuizPage'));
const ExamPrepPage = lazy(() => import('../features/take/components/ExamPrepPage'));
const VocationalTestPage = lazy(() => import('../features/vct/components/VocationalTestPage'));
const VocationalReportPage = lazy(() => import('../features/vct/components/VocationalReportPage'));
const ChallengerTestPage = lazy(() => import('../features/challenger/components/ChallengerTestPage'));
const QuizReviewPage = lazy(() => import('../features/review/components/QuizReviewPage'));
const ResultPage = lazy(() => import('../features/result/components/ResultPage'));

const remote: RemoteApp = {
  id: 'quiz',
  version: __APP_VERSION__,
  contractVersion: CONTRACT_VERSION,
  namespace: 'quiz',
  loadMessages: (lng) => import(`../locales/${lng}.json`).then((m) => m.default),
  routes: {
    quizHub: QuizHubPage,
    chapterQuiz: ChapterQuizPage,
    subjectQuiz: SubjectQuizPage,
    examPrep: ExamPrepPage,
    vocationalTest: VocationalTestPage,
    vocationalReport: VocationalReportPage,
    challengerTest: ChallengerTestPage,
    quizReview: QuizReviewPage,
    result: ResultPage,
  },
  navItems: nav as RemoteApp['navItems'],
};

export default remote;
