import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.js';
import { contentDb } from '../../db/types-content.js';
import { escapeHtml, splitForStreaming } from '../html.js';
import { sleep, type AskInput, type AssistantProvider, type StudentProfile } from './port.js';

/**
 * The embedded default provider: an offline tutor that answers from the platform's own content
 * (chapter notes, video topics and descriptions, chapter Q&A, quiz explanations) with links to
 * the pages (`/content/{idSubjectChapter}`, `/subject/{subType}/{idSubject}/0`), streamed in
 * pieces of safe HTML. No network, no model: it finds the best matching lessons and quotes them.
 */

export interface ContentDoc {
  kind: 'chapter' | 'video' | 'question';
  idSubjectChapter: number;
  idSubject: number;
  subjectName: string;
  subType: 'academic' | 'extra-curricular';
  chapterName: string;
  idClassStandard: number;
  title: string;
  body: string;
  idOfflineVideoCourse?: number;
  question?: string;
  answer?: string;
  titleTerms: Set<string>;
  bodyTerms: Set<string>;
}

const STOP = new Set(
  (
    'a an the is are was were be been am do does did of to in on at for from by with about into over under and or but if then so than as it its this that these those ' +
    'what whats which who whom whose why how when where can could would should will shall may might must i me my we our you your he she they them his her their ' +
    'tell explain describe define definition meaning mean means give show list name write please kindly help know want need understand example examples ' +
    'some any all many much more most very also just like get got make made one two class chapter lesson topic question answer notes'
  ).split(' '),
);

/** Lower-case word stems (a light English stemmer; Devanagari words kept whole). */
export function terms(text: string): string[] {
  const words = text.toLowerCase().normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? [];
  const out: string[] = [];
  for (const w of words) {
    if (w.length < 2 || STOP.has(w)) continue;
    out.push(stem(w));
  }
  return out;
}

function stem(w: string): string {
  if (!/^[a-z]+$/.test(w) || w.length <= 4) return w;
  if (w.endsWith('ies') && w.length > 5) return w.slice(0, -3) + 'y';
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('ing') && w.length > 6) return w.slice(0, -3);
  if (w.endsWith('es') && /(sh|ch|x|ss)es$/.test(w)) return w.slice(0, -2);
  if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) return w.slice(0, -1);
  return w;
}

function doc(d: Omit<ContentDoc, 'titleTerms' | 'bodyTerms'>): ContentDoc {
  return { ...d, titleTerms: new Set(terms(`${d.title} ${d.chapterName}`)), bodyTerms: new Set(terms(d.body)) };
}

/** Loads the searchable content from the content tables (missing tables are skipped). */
export async function loadContentIndex(db: Kysely<Database>): Promise<ContentDoc[]> {
  const cdb = contentDb(db);
  const docs: ContentDoc[] = [];
  const chapters = await cdb
    .selectFrom('subject_chapter as c')
    .innerJoin('subject as s', 's.idSubject', 'c.idSubject')
    .select(['c.idSubjectChapter', 'c.chapterName', 'c.idSubject', 'c.idClassStandard', 'c.notes', 's.subjectName', 's.header', 's.kind'])
    .where('c.activeFlag', '=', 1)
    .execute();
  const byChapter = new Map<number, (typeof chapters)[number]>();
  const subjectOf = (c: (typeof chapters)[number]) => ({
    idSubjectChapter: c.idSubjectChapter,
    idSubject: c.idSubject,
    subjectName: c.header || c.subjectName,
    subType: (c.kind === 'eca' ? 'extra-curricular' : 'academic') as ContentDoc['subType'],
    chapterName: c.chapterName,
    idClassStandard: c.idClassStandard,
  });
  for (const c of chapters) {
    byChapter.set(c.idSubjectChapter, c);
    docs.push(doc({ kind: 'chapter', ...subjectOf(c), title: c.chapterName, body: c.notes ?? '' }));
  }
  const videos = await cdb
    .selectFrom('offline_video_course')
    .select(['idOfflineVideoCourse', 'idSubjectChapter', 'topic', 'heading', 'videoDescription', 'question', 'answer'])
    .execute();
  for (const v of videos) {
    const c = byChapter.get(v.idSubjectChapter);
    if (!c) continue;
    docs.push(
      doc({
        kind: 'video',
        ...subjectOf(c),
        title: v.topic,
        body: [v.heading, v.videoDescription].filter(Boolean).join('. '),
        idOfflineVideoCourse: v.idOfflineVideoCourse,
      }),
    );
    if (v.question && v.answer) {
      docs.push(doc({ kind: 'question', ...subjectOf(c), title: v.question, body: v.answer, question: v.question, answer: v.answer }));
    }
  }
  try {
    const rows = await (db as unknown as Kysely<QuizTables>)
      .selectFrom('quiz_question as q')
      .innerJoin('quiz as z', 'z.idQuiz', 'q.idQuiz')
      .select(['q.questionText', 'q.explanation', 'z.idSubjectChapter'])
      .where('q.explanation', 'is not', null)
      .where('q.questionActiveFlag', '=', 1)
      .execute();
    for (const r of rows) {
      const c = r.idSubjectChapter ? byChapter.get(r.idSubjectChapter) : undefined;
      if (!c || !r.explanation) continue;
      // The explanation teaches the idea; the quiz's options stay out so the quiz keeps its value.
      docs.push(doc({ kind: 'question', ...subjectOf(c), title: r.questionText, body: r.explanation, question: r.questionText, answer: r.explanation }));
    }
  } catch {
    /* no quiz tables on this database */
  }
  return docs;
}

interface QuizTables {
  quiz_question: { idQuiz: number; questionText: string; explanation: string | null; questionActiveFlag: number };
  quiz: { idQuiz: number; idSubjectChapter: number | null };
}

export interface Hit {
  doc: ContentDoc;
  score: number;
}

/** Scores documents against the question; the student's own class ranks higher. */
export function search(index: readonly ContentDoc[], question: string, student: Pick<StudentProfile, 'idClassStandard'>, limit = 8): Hit[] {
  const q = [...new Set(terms(question))];
  if (!q.length) return [];
  const df = new Map<string, number>();
  for (const t of q) {
    let n = 0;
    for (const d of index) if (d.titleTerms.has(t) || d.bodyTerms.has(t)) n++;
    df.set(t, n);
  }
  const N = Math.max(1, index.length);
  const hits: Hit[] = [];
  for (const d of index) {
    let score = 0;
    let matched = 0;
    for (const t of q) {
      const n = df.get(t) ?? 0;
      if (!n) continue;
      const idf = Math.log(1 + N / n);
      const inTitle = d.titleTerms.has(t);
      const inBody = d.bodyTerms.has(t);
      if (inTitle || inBody) matched++;
      score += idf * ((inTitle ? 3 : 0) + (inBody ? 1 : 0));
    }
    if (!matched) continue;
    score *= matched / q.length + 0.5;
    if (student.idClassStandard != null && d.idClassStandard === student.idClassStandard) score *= 1.6;
    if (d.kind === 'chapter') score *= 1.1;
    hits.push({ doc: d, score });
  }
  hits.sort((a, b) => b.score - a.score);
  return hits.slice(0, limit);
}

/** The sentences of `text` that mention the most question terms, in their original order. */
export function bestSentences(text: string, question: string, max = 3): string[] {
  const q = new Set(terms(question));
  const sentences = text
    .split(/\n+/)
    .flatMap((p) => p.split(/(?<=[.!?।])\s+(?=[A-Z0-9\u0900-\u097F"'(])/))
    .map((s) => s.trim())
    .filter(Boolean);
  const scored = sentences.map((s, i) => ({ s, i, n: terms(s).filter((t) => q.has(t)).length }));
  const picked = scored
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, max)
    .sort((a, b) => a.i - b.i);
  return (picked.length ? picked : scored.slice(0, Math.min(2, max))).map((x) => x.s);
}

export function contentHref(d: Pick<ContentDoc, 'idSubjectChapter' | 'idSubject' | 'subType' | 'idOfflineVideoCourse'>): string {
  const q = new URLSearchParams({ subject: String(d.idSubject) });
  if (d.idOfflineVideoCourse) q.set('video', String(d.idOfflineVideoCourse));
  if (d.subType !== 'academic') q.set('type', d.subType);
  return `/content/${d.idSubjectChapter}?${q.toString().replace(/&/g, '&amp;')}`;
}

export function subjectHref(d: Pick<ContentDoc, 'idSubject' | 'subType'>): string {
  return `/subject/${d.subType}/${d.idSubject}/0`;
}

// ---------- small talk and sums ----------

const GREETING = /^(hi+|hello+|hey+|hii+|namaste|namaskar|good (morning|afternoon|evening)|yo)\b[\s!.,?]*$/i;
const THANKS = /\b(thanks?|thank you|thx|dhanyavaad|shukriya)\b/i;
const WHO = /\b(who|what) are you\b|\byour name\b/i;

/** Evaluates + - × ÷ and brackets (no eval); null if the text is not a plain sum. */
export function arithmetic(text: string): { expr: string; value: number } | null {
  const m = /^\s*(?:what(?:'s| is)|calculate|solve|find)?\s*([-+*/x×÷().\d\s^]+?)\s*(?:=\s*\??|\?)?\s*$/i.exec(text);
  if (!m) return null;
  const src = m[1]!.replace(/[x×]/g, '*').replace(/÷/g, '/');
  if (!/\d/.test(src) || !/[-+*/^]/.test(src.replace(/^\s*-/, ''))) return null;
  let i = 0;
  const s = src.replace(/\s+/g, '');
  const peek = () => s[i];
  function num(): number {
    if (peek() === '(') {
      i++;
      const v = expr();
      if (peek() !== ')') throw new Error('bracket');
      i++;
      return v;
    }
    if (peek() === '-') {
      i++;
      return -num();
    }
    const start = i;
    while (i < s.length && /[\d.]/.test(s[i]!)) i++;
    if (start === i) throw new Error('number');
    const v = Number(s.slice(start, i));
    if (!Number.isFinite(v)) throw new Error('number');
    return v;
  }
  function power(): number {
    const b = num();
    if (peek() === '^') {
      i++;
      return b ** power();
    }
    return b;
  }
  function term(): number {
    let v = power();
    while (peek() === '*' || peek() === '/') {
      const op = s[i++];
      const r = power();
      v = op === '*' ? v * r : v / r;
    }
    return v;
  }
  function expr(): number {
    let v = term();
    while (peek() === '+' || peek() === '-') {
      const op = s[i++];
      const r = term();
      v = op === '+' ? v + r : v - r;
    }
    return v;
  }
  try {
    const value = expr();
    if (i !== s.length || !Number.isFinite(value)) return null;
    return { expr: m[1]!.trim(), value: Math.round(value * 1e9) / 1e9 };
  } catch {
    return null;
  }
}

/** Composes the tutor's reply (safe HTML) for a question. */
export function composeReply(index: readonly ContentDoc[], text: string, student: StudentProfile): string {
  const name = student.firstName ? escapeHtml(student.firstName) : '';
  const trimmed = text.trim();
  if (GREETING.test(trimmed)) {
    return `<p>Hello${name ? ` ${name}` : ''}! 👋 I'm your study buddy. Ask me about any chapter, for example <b>"What is photosynthesis?"</b> or <b>"Explain fractions"</b>, and I'll find the right lesson for you.</p>`;
  }
  if (WHO.test(trimmed)) {
    return '<p>I\'m the Vistas AI Assistant, your study buddy. I answer from your lessons, videos and practice questions, and I link you to the right page so you can learn more. 📚</p>';
  }
  const sum = arithmetic(trimmed);
  if (sum) {
    return `<p>${escapeHtml(sum.expr)} = <b>${sum.value}</b></p><p>Want to practise more? Open <a href="/dashboard/academics">your subjects</a> and try a Maths quiz. ➗</p>`;
  }
  const hits = search(index, trimmed, student);
  const top = hits[0];
  if (!top || top.score < 1.5) {
    if (THANKS.test(trimmed)) return `<p>You're welcome${name ? `, ${name}` : ''}! Keep up the great work. 🌟</p>`;
    return (
      '<p>I couldn\'t find that in your lessons yet. 🤔 Try asking with words from your chapter, for example <b>"What is photosynthesis?"</b> or <b>"What are fractions?"</b></p>' +
      '<p>You can also explore <a href="/dashboard/academics">your subjects</a> and their chapters.</p>'
    );
  }
  // The best chapter: the top hit's chapter; its notes, its video and a practice question.
  const chapterId = top.doc.idSubjectChapter;
  const inChapter = hits.filter((h) => h.doc.idSubjectChapter === chapterId);
  const all = index.filter((d) => d.idSubjectChapter === chapterId);
  const chapter = all.find((d) => d.kind === 'chapter') ?? top.doc;
  const video = inChapter.find((h) => h.doc.kind === 'video')?.doc ?? all.find((d) => d.kind === 'video');
  const qa = inChapter.find((h) => h.doc.kind === 'question')?.doc;

  const parts: string[] = [];
  parts.push(
    `<p>Here's what your lesson <b>${escapeHtml(chapter.chapterName)}</b> (${escapeHtml(chapter.subjectName)}) says:</p>`,
  );
  const sentences = bestSentences(chapter.body || video?.body || '', trimmed);
  if (sentences.length) parts.push(`<ul>${sentences.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>`);
  if (video) {
    parts.push(
      `<p>🎬 Watch the video <a href="${contentHref(video)}">${escapeHtml(video.title)}</a>${video.body ? `: ${escapeHtml(video.body)}` : ''}</p>`,
    );
  }
  if (qa?.question && qa.answer) {
    parts.push(`<p>📝 <b>Practice:</b> ${escapeHtml(qa.question)}<br><b>Answer:</b> ${escapeHtml(qa.answer)}</p>`);
  }
  parts.push(`<p>📖 Read the whole chapter: <a href="${contentHref({ ...chapter, idOfflineVideoCourse: undefined })}">${escapeHtml(chapter.chapterName)}</a> · all <a href="${subjectHref(chapter)}">${escapeHtml(chapter.subjectName)}</a> chapters</p>`);
  // Other chapters that match nearly as well (never a weak, accidental match).
  const seen = new Set([chapterId]);
  const related: Hit[] = [];
  for (const h of hits) {
    if (related.length >= 2 || h.score < top.score * 0.5 || seen.has(h.doc.idSubjectChapter)) continue;
    seen.add(h.doc.idSubjectChapter);
    related.push(h);
  }
  if (related.length) {
    parts.push(
      `<p>Related lessons: ${related
        .map((h) => `<a href="${contentHref({ ...h.doc, idOfflineVideoCourse: undefined })}">${escapeHtml(h.doc.chapterName)}</a> (${escapeHtml(h.doc.subjectName)})`)
        .join(', ')}</p>`,
    );
  }
  parts.push('<p>Try the chapter quiz on the chapter page to check what you learnt! 💪</p>');
  return parts.join('');
}

export interface TutorOptions {
  db: Kysely<Database>;
  /** Pause between streamed pieces, ms. */
  delayMs: number;
  /** How long the loaded content stays cached, ms. */
  cacheMs?: number;
}

export class OfflineTutorProvider implements AssistantProvider {
  readonly name = 'offline-tutor';
  private cache: { at: number; docs: Promise<ContentDoc[]> } | null = null;

  constructor(private readonly o: TutorOptions) {}

  private index(): Promise<ContentDoc[]> {
    const now = Date.now();
    if (!this.cache || now - this.cache.at > (this.o.cacheMs ?? 10 * 60_000)) {
      const docs = loadContentIndex(this.o.db);
      this.cache = { at: now, docs };
      docs.catch(() => {
        this.cache = null;
      });
    }
    return this.cache.docs;
  }

  async *answer({ text, student }: AskInput, signal: AbortSignal): AsyncIterable<string> {
    const html = composeReply(await this.index(), text, student);
    let first = true;
    for (const piece of splitForStreaming(html, 24)) {
      if (!first) await sleep(this.o.delayMs, signal);
      first = false;
      if (signal.aborted) return;
      yield piece;
    }
  }
}
