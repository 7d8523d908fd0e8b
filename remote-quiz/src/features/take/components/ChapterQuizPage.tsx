import { TakeQuizPage } from './TakeQuizPage';

/** /quiz/chapter/:idProduct/:idSubject/:idSubjectChapter */
export default function ChapterQuizPage() {
  return <TakeQuizPage kind="chapter" />;
}
