import type { ChapterRecord } from '../curriculum.js';
import type { BankQuestion } from './types.js';

const words = (s: string) => new Set(s.toLowerCase().match(/[a-z0-9\u0900-\u097f]{4,}/g) ?? []);

/** The note paragraph that shares the most words with a question: its explanation. */
function bestNote(ch: ChapterRecord, text: string): string {
  const w = words(text);
  let best = ch.notes[0] ?? ch.description;
  let bestScore = -1;
  for (const n of ch.notes) {
    const nw = words(n);
    let s = 0;
    for (const x of w) if (nw.has(x)) s++;
    if (s > bestScore) {
      bestScore = s;
      best = n;
    }
  }
  return best;
}

/**
 * The chapter's own question-and-answer pairs as multiple-choice questions: the right answer
 * plus three answers to other questions of the same subject (other chapters), which are
 * plainly wrong for this question. The explanation is the matching paragraph of the notes.
 */
export function questionsFromQa(ch: ChapterRecord, sameSubject: readonly ChapterRecord[]): BankQuestion[] {
  const pool = sameSubject.filter((c) => c.idSubjectChapter !== ch.idSubjectChapter).flatMap((c) => c.qa.map((x) => x.answer));
  return ch.qa.map((qa, qi) => {
    const wrong: string[] = [];
    for (let k = 0; wrong.length < 3 && k < pool.length; k++) {
      const cand = pool[(ch.idSubjectChapter * 31 + qi * 17 + k * 7) % pool.length]!;
      if (cand !== qa.answer && !wrong.includes(cand)) wrong.push(cand);
    }
    const opts = [qa.answer, ...wrong];
    // Put the right answer at a position that depends on the ids (not always first).
    const pos = (ch.idSubjectChapter + qi) % opts.length;
    [opts[0], opts[pos]] = [opts[pos]!, opts[0]!];
    return { t: 'o', q: qa.question, o: opts, a: pos, e: `${qa.answer} ${bestNote(ch, qa.question + ' ' + qa.answer)}` } satisfies BankQuestion;
  });
}
