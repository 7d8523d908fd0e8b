import { TakeQuizPage } from './TakeQuizPage';

/** /quiz/subject/:idProduct/:idSubject */
export default function SubjectQuizPage() {
  return <TakeQuizPage kind="subject" />;
}
