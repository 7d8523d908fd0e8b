import { TakeQuizPage } from './TakeQuizPage';

/** /quiz/exam-prep/:idProduct/:idSubject/:idSubjectChapter: up to 25 exam questions per chapter. */
export default function ExamPrepPage() {
  return <TakeQuizPage kind="examPrep" />;
}
