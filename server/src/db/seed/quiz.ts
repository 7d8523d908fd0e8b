import type { Kysely } from 'kysely';
import type { Database } from '../types.js';
import '../../modules/quiz/tables.js';
import type { QuizKind } from '../../modules/quiz/tables.js';
import { ALL_CHAPTERS, SUBJECTS, classNumberOf, type ChapterRecord } from './curriculum.js';
import { CHALLENGER_QUESTIONS, generatedMaths, handWritten, questionsFromQa, VCT_QUESTIONS, type BankQuestion } from './quiz-bank/index.js';
import type { SeedContext, SeedStep } from './types.js';

/** Product ids of the two stand-alone tests (VCT and challenger). */
export const VCT_PRODUCT_ID = 901;
export const CHALLENGER_PRODUCT_ID = 902;
const EXAM_PREP_SIZE = 25;
const MIN_CHAPTER_QUESTIONS = 5;

interface PlannedQuiz {
  seedKey: string;
  kind: QuizKind;
  quizName: string;
  idSubjectChapter: number | null;
  idSubject: number | null;
  idProduct: number | null;
  idClassStandard: number | null;
  durationSeconds: number | null;
  color: string | null;
  questions: BankQuestion[];
}

const subjectName = (id: number) => SUBJECTS.find((s) => s.idSubject === id)?.header ?? `Subject ${id}`;

/** The chapter quiz: hand-written questions, generated maths, then the chapter's own Q&A. */
export function chapterQuestions(ch: ChapterRecord, sameSubject: readonly ChapterRecord[]): BankQuestion[] {
  const hand = handWritten(ch.idSubjectChapter);
  const maths = hand.length >= MIN_CHAPTER_QUESTIONS ? [] : generatedMaths(ch.idSubjectChapter, 6);
  const base = [...hand, ...maths];
  if (base.length >= MIN_CHAPTER_QUESTIONS) return base;
  return [...base, ...questionsFromQa(ch, sameSubject)];
}

/** Up to 25 exam questions: the chapter quiz, the chapter's Q&A and more generated maths. */
export function examPrepQuestions(ch: ChapterRecord, sameSubject: readonly ChapterRecord[]): BankQuestion[] {
  const seen = new Set<string>();
  const out: BankQuestion[] = [];
  for (const q of [...chapterQuestions(ch, sameSubject), ...questionsFromQa(ch, sameSubject), ...generatedMaths(ch.idSubjectChapter, 30)]) {
    if (seen.has(q.q) || out.length >= EXAM_PREP_SIZE) continue;
    seen.add(q.q);
    out.push(q);
  }
  return out;
}

export function planQuizzes(): PlannedQuiz[] {
  const plans: PlannedQuiz[] = [];
  const bySubjectKind = new Map<string, ChapterRecord[]>();
  for (const ch of ALL_CHAPTERS) {
    const key = `${ch.kind}:${ch.idSubject}`;
    bySubjectKind.set(key, [...(bySubjectKind.get(key) ?? []), ch]);
  }
  const bySubjectClass = new Map<string, ChapterRecord[]>();
  for (const ch of ALL_CHAPTERS) {
    const same = bySubjectKind.get(`${ch.kind}:${ch.idSubject}`)!;
    const common = { idSubjectChapter: ch.idSubjectChapter, idSubject: ch.idSubject, idProduct: null, idClassStandard: ch.idClassStandard, durationSeconds: null, color: null };
    plans.push({ ...common, seedKey: `chapter:${ch.idSubjectChapter}`, kind: 'CHAPTER', quizName: `${ch.name}: chapter quiz`, questions: chapterQuestions(ch, same) });
    plans.push({ ...common, seedKey: `exam-prep:${ch.idSubjectChapter}`, kind: 'EXAM_PREP', quizName: `${ch.name}: exam preparation`, questions: examPrepQuestions(ch, same) });
    const k = `${ch.idClassStandard}:${ch.idSubject}`;
    bySubjectClass.set(k, [...(bySubjectClass.get(k) ?? []), ch]);
  }
  for (const [k, chapters] of bySubjectClass) {
    const [idClassStandard, idSubject] = k.split(':').map(Number) as [number, number];
    const same = bySubjectKind.get(`${chapters[0]!.kind}:${idSubject}`)!;
    const cls = classNumberOf(idClassStandard);
    plans.push({
      seedKey: `subject:${k}`,
      kind: 'SUBJECT',
      quizName: cls ? `${subjectName(idSubject)}, class ${cls}: subject quiz` : `${subjectName(idSubject)}: subject quiz`,
      idSubjectChapter: null,
      idSubject,
      idProduct: null,
      idClassStandard,
      durationSeconds: null,
      color: SUBJECTS.find((s) => s.idSubject === idSubject)?.color ?? null,
      questions: chapters.flatMap((ch) => chapterQuestions(ch, same).slice(0, 3)),
    });
  }
  plans.push({
    seedKey: 'vct:1',
    kind: 'VCT',
    quizName: 'Vistas Competitive Test: aptitude and interests',
    idSubjectChapter: null,
    idSubject: null,
    idProduct: VCT_PRODUCT_ID,
    idClassStandard: null,
    durationSeconds: null,
    color: '#1a56db',
    questions: [...VCT_QUESTIONS],
  });
  plans.push({
    seedKey: 'challenger:1',
    kind: 'CHALLENGER',
    quizName: 'Challenger Test: quick-fire general round',
    idSubjectChapter: null,
    idSubject: null,
    idProduct: CHALLENGER_PRODUCT_ID,
    idClassStandard: null,
    durationSeconds: 600,
    color: null,
    questions: [...CHALLENGER_QUESTIONS],
  });
  return plans;
}

/** A permutation of 0..n-1 that depends only on the text (the same on every start). */
export function shuffledIndexes(n: number, text: string): number[] {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619) >>> 0;
  const idx = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    h = Math.imul(h ^ (h >>> 13), 1103515245) + 12345 >>> 0;
    const j = h % (i + 1);
    [idx[i], idx[j]] = [idx[j]!, idx[i]!];
  }
  return idx;
}

async function insertQuiz(db: Kysely<Database>, plan: PlannedQuiz, at: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const quiz = await trx
      .insertInto('quiz')
      .values({
        kind: plan.kind,
        quizName: plan.quizName,
        idSubjectChapter: plan.idSubjectChapter,
        idSubject: plan.idSubject,
        idProduct: plan.idProduct,
        idClassStandard: plan.idClassStandard,
        idOfflineVideoCourse: null,
        durationSeconds: plan.durationSeconds,
        color: plan.color,
        seedKey: plan.seedKey,
        activeFlag: 1,
        createdAt: at,
      })
      .returning('idQuiz')
      .executeTakeFirstOrThrow();
    for (const [i, b] of plan.questions.entries()) {
      const type = b.t === 'o' ? 'OBJECTIVE' : b.t === 'm' ? 'MULTISELECT' : 'SUBJECTIVE';
      // Banks list the right answer first for readability; students get a stable shuffle.
      const order = b.t === 's' ? [0] : shuffledIndexes(b.o.length, b.q);
      const options = b.t === 's' ? [b.a] : order.map((k) => b.o[k]!);
      const correct = (j: number) => (b.t === 'o' ? order[j] === b.a : b.t === 'm' ? b.a.includes(order[j]!) : true);
      const answerText = b.t === 's' ? b.a : options.filter((_, j) => correct(j)).join(', ');
      const q = await trx
        .insertInto('quiz_question')
        .values({
          idQuiz: quiz.idQuiz,
          questionText: b.q,
          questionTitle: b.section ?? null,
          questionType: type,
          numberOptions: options.length,
          diagramLoc: null,
          marks: b.marks ?? 1,
          answerText,
          explanation: b.e,
          idSubject: b.idSubject ?? plan.idSubject,
          sectionName: b.section ?? null,
          sortOrder: i + 1,
          questionActiveFlag: 1,
        })
        .returning('idQuizQuestion')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('quiz_answer')
        .values(options.map((text, j) => ({ idQuizQuestion: q.idQuizQuestion, fieldId: j + 1, textFieldValue: text, correctValueFlag: correct(j) ? (1 as const) : (0 as const) })))
        .execute();
    }
  });
}

/** Chapter quizzes and exam-prep sets for every chapter, subject quizzes, the VCT and the challenger test. */
export const quizSeed: SeedStep = {
  name: 'quiz',
  scope: 'catalogue',
  // Change whenever the question bank or the quiz plan changes (it then loads what is missing).
  version: '2025-01-quiz-1',
  async run(db: Kysely<Database>, ctx: SeedContext) {
    const existing = new Set((await db.selectFrom('quiz').select('seedKey').where('seedKey', 'is not', null).execute()).map((r) => r.seedKey));
    const at = ctx.clock.now().toISOString();
    for (const plan of planQuizzes()) {
      if (existing.has(plan.seedKey) || plan.questions.length === 0) continue;
      await insertQuiz(db, plan, at);
    }
  },
};
