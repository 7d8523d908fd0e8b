import type { Kysely } from 'kysely';
import { istDate } from '../../domain/time.js';
import { contentDb, type ContentDatabase } from '../types-content.js';
import type { Database } from '../types.js';
import {
  ALL_CHAPTERS,
  CLASS_STANDARD_ID,
  CURRICULUM,
  ECA_CURRICULUM,
  NA_CLASS_STANDARD,
  NA_STATE,
  NA_SYLLABUS,
  SUBJECTS,
  type ClipKey,
} from './curriculum.js';
import type { SeedContext, SeedStep } from './types.js';
import { insertMissing } from './util.js';

/** Product lines of content. */
export const LINE_ACADEMIC = 5;
export const LINE_ECA = 6;

/** Academic syllabuses and states that get line-5 products (every real board and state). */
const SYLLABUS_IDS = [1, 2, 3];
const STATE_IDS = [1, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12];

/** Stable product ids: line 5 per class, subject, syllabus and state; line 6 per subject. */
export function academicProductId(classNumber: number, idSubject: number, idSyllabus: number, idState: number): number {
  return 500000 + classNumber * 10000 + idSubject * 1000 + idSyllabus * 100 + idState;
}
export function ecaProductId(idSubject: number): number {
  return 900000 + idSubject;
}
/** One video per chapter; its id follows the chapter's. */
export function videoIdOf(idSubjectChapter: number, seq = 1): number {
  return idSubjectChapter * 10 + seq;
}

/** Clip lengths in whole seconds (see `server/media/clips/`). */
export const CLIP_SECONDS: Record<ClipKey, number> = {
  'what-is-a-fraction': 30,
  photosynthesis: 28,
  'parts-of-speech': 26,
  'the-water-cycle': 26,
  'force-and-motion': 26,
  'reading-a-map': 26,
  'rhythm-and-beat': 24,
};
export const clipUrl = (clip: ClipKey) => `/media/clips/${clip}.mp4`;
export const posterUrl = (clip: ClipKey) => `/media/clips/${clip}.jpg`;

export const ISSUE_CATEGORIES: ReadonlyArray<[number, string]> = [
  [1, 'Video is not playing'],
  [2, 'Audio is not clear'],
  [3, 'Wrong or incorrect content'],
  [4, 'Notes or Q&A missing'],
  [5, 'Video quality is poor'],
  [6, 'Other'],
];

export const LIVE_CATEGORIES: ReadonlyArray<[number, string, string]> = [
  [1, 'ACADEMIC', 'Academic'],
  [2, 'EXTRA_CUR', 'Extra Curricular'],
];

interface TeacherSeed {
  id: number;
  name: string;
  header: string;
  desc: string;
  exp: string;
  primary: string;
  category: 'ACADEMIC' | 'EXTRA_CUR';
  joined: number;
  subjects: Array<[string, string, string]>; // proficiency, subject, syllabus
}

export const TEACHERS: readonly TeacherSeed[] = [
  { id: 1, name: 'Meera Krishnan', header: 'Mathematics, classes 8-12', desc: 'Makes algebra and geometry feel like puzzles. Twelve years of teaching CBSE and State Board mathematics in Bengaluru.', exp: '12 years', primary: 'MATHS', category: 'ACADEMIC', joined: 4210, subjects: [['Expert', 'MATHS', 'CBSE'], ['Expert', 'MATHS', 'State Board']] },
  { id: 2, name: 'Arjun Menon', header: 'Physics and Chemistry', desc: 'Loves experiments you can do at home. Former lab instructor who teaches science through everyday examples.', exp: '9 years', primary: 'SCIENCE', category: 'ACADEMIC', joined: 3580, subjects: [['Expert', 'SCIENCE', 'CBSE'], ['Advanced', 'SCIENCE', 'ICSE']] },
  { id: 3, name: 'Farah Siddiqui', header: 'Biology', desc: 'Explains life processes and genetics with clear diagrams and stories from nature.', exp: '8 years', primary: 'SCIENCE', category: 'ACADEMIC', joined: 2950, subjects: [['Expert', 'SCIENCE', 'CBSE']] },
  { id: 4, name: 'Rahul Deshpande', header: 'History, Geography and Civics', desc: 'Brings maps and the past to life. Makes social science about people, places and choices.', exp: '10 years', primary: 'SOCIAL SCIENCE', category: 'ACADEMIC', joined: 2640, subjects: [['Expert', 'SOCIAL SCIENCE', 'CBSE'], ['Advanced', 'SOCIAL SCIENCE', 'State Board']] },
  { id: 5, name: 'Ananya Iyer', header: 'English language and literature', desc: 'Helps students read with joy and write with confidence, from first poems to board exams.', exp: '7 years', primary: 'ENGLISH', category: 'ACADEMIC', joined: 2280, subjects: [['Expert', 'ENGLISH', 'CBSE'], ['Expert', 'ENGLISH', 'ICSE']] },
  { id: 6, name: 'Sunita Rao', header: 'Primary classes: EVS and Maths', desc: 'Teaches the youngest learners with songs, stories and activities.', exp: '15 years', primary: 'EVS', category: 'ACADEMIC', joined: 5120, subjects: [['Expert', 'EVS', 'CBSE'], ['Expert', 'MATHS', 'State Board']] },
  { id: 7, name: 'Kavya Nair', header: 'Bharatanatyam and dance fitness', desc: 'Trained classical dancer who makes rhythm and posture fun for every child.', exp: '11 years', primary: 'DANCE', category: 'EXTRA_CUR', joined: 1870, subjects: [['Expert', 'DANCE', 'NA']] },
  { id: 8, name: 'Daniel Fernandes', header: 'Piano and guitar', desc: 'Musician and teacher: from middle C to your first song, one small step a day.', exp: '9 years', primary: 'PIANO', category: 'EXTRA_CUR', joined: 1540, subjects: [['Expert', 'PIANO', 'NA'], ['Expert', 'GUITAR', 'NA']] },
  { id: 9, name: 'Ishita Banerjee', header: 'Drawing and painting', desc: 'Artist who teaches sketching, shading and watercolour with simple materials.', exp: '6 years', primary: 'PAINTING', category: 'EXTRA_CUR', joined: 1320, subjects: [['Expert', 'DRAWING', 'NA'], ['Expert', 'PAINTING', 'NA']] },
];

const ACADEMIC_TEACHER_FOR_SUBJECT: Record<number, number> = { 1: 1, 2: 2, 3: 5, 5: 5, 6: 4, 7: 6 };
const ECA_TEACHER_FOR_SUBJECT: Record<number, number> = { 11: 8, 12: 7, 13: 9, 14: 8, 15: 9 };

type LiveState = 'live' | 'upcoming' | 'completed';

/** Seeded live classes; their dates are recomputed relative to now on every start. */
interface LiveSeed {
  key: string;
  state: LiveState;
  /** Days from today: upcoming +1..; completed -1... */
  dayOffset: number;
  hour: number;
  idClassStandard: number;
  idSubject: number;
  idCategory: number;
  classType: 'premium' | 'free';
  heading: string;
  description: string;
  clip: ClipKey;
  idTeacher: number;
}

function liveSeeds(): LiveSeed[] {
  const out: LiveSeed[] = [];
  // Academic: per class, one live now, two upcoming and three completed, from its own chapters.
  for (const cls of CURRICULUM) {
    const chapters = ALL_CHAPTERS.filter((c) => c.classNumber === cls.classNumber);
    const pick = (i: number) => chapters[(i * 4) % chapters.length]!;
    const plan: Array<[LiveState, number, number, 'premium' | 'free']> = [
      ['live', 0, 0, 'free'],
      ['upcoming', 1, 17, 'free'],
      ['upcoming', 2, 18, 'premium'],
      ['completed', -1, 17, 'free'],
      ['completed', -2, 18, 'premium'],
      ['completed', -4, 17, 'free'],
    ];
    plan.forEach(([state, dayOffset, hour, classType], i) => {
      const ch = pick(i);
      out.push({
        key: `live-c${cls.classNumber}-${i}`,
        state,
        dayOffset,
        hour,
        idClassStandard: cls.idClassStandard,
        idSubject: ch.idSubject,
        idCategory: 1,
        classType,
        heading: `${ch.name}: live class`,
        description: `${ch.topic}. ${ch.description} Bring your notebook; questions are welcome in the chat.`,
        clip: ch.clip,
        idTeacher: ACADEMIC_TEACHER_FOR_SUBJECT[ch.idSubject] ?? 1,
      });
    });
  }
  // Extra-curricular: class standard 4, category 2.
  const eca = ALL_CHAPTERS.filter((c) => c.kind === 'eca');
  const ecaPlan: Array<[LiveState, number, number, 'premium' | 'free']> = [
    ['live', 0, 0, 'free'],
    ['upcoming', 1, 16, 'free'],
    ['upcoming', 3, 16, 'premium'],
    ['completed', -1, 16, 'free'],
    ['completed', -3, 16, 'premium'],
    ['completed', -5, 16, 'free'],
  ];
  ecaPlan.forEach(([state, dayOffset, hour, classType], i) => {
    const ch = eca[(i * 3) % eca.length]!;
    out.push({
      key: `live-eca-${i}`,
      state,
      dayOffset,
      hour,
      idClassStandard: NA_CLASS_STANDARD,
      idSubject: ch.idSubject,
      idCategory: 2,
      classType,
      heading: `${ch.name}: live workshop`,
      description: `${ch.topic}. ${ch.description}`,
      clip: ch.clip,
      idTeacher: ECA_TEACHER_FOR_SUBJECT[ch.idSubject] ?? 8,
    });
  });
  return out;
}

export const LIVE_SEEDS: readonly LiveSeed[] = liveSeeds();

const IST_MS = 330 * 60_000;
const pad = (n: number) => String(n).padStart(2, '0');
/** `HH:mm:ss` in IST of an instant. */
function istTime(d: Date): string {
  const t = new Date(d.getTime() + IST_MS);
  return `${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:00`;
}
/** The instant of `hour`:00 IST on the IST day `dayOffset` days from now. */
function istAt(now: Date, dayOffset: number, hour: number): Date {
  const day = istDate(new Date(now.getTime() + dayOffset * 86_400_000));
  return new Date(new Date(`${day}T${pad(hour)}:00:00.000Z`).getTime() - IST_MS);
}

/**
 * Seeded schedules move in steps of this length: the "live now" class of a slot started 15
 * minutes before the slot began and ends 45 minutes after, so at any moment inside the slot it
 * has been running for at least 15 minutes and runs for at least 15 more, and its times stay
 * the same for the whole slot.
 */
export const LIVE_SLOT_MS = 30 * 60_000;

/** The start of the slot holding `now` (a stable key: re-dating within one slot changes nothing). */
export function liveSlotOf(now: Date): number {
  return Math.floor(now.getTime() / LIVE_SLOT_MS) * LIVE_SLOT_MS;
}

/** Dates and flags of a seeded live class relative to `now`. */
export function liveSchedule(s: Pick<LiveSeed, 'state' | 'dayOffset' | 'hour'>, now: Date) {
  let start: Date;
  let end: Date;
  if (s.state === 'live') {
    const slot = liveSlotOf(now);
    start = new Date(slot - 15 * 60_000);
    end = new Date(slot + 45 * 60_000);
  } else {
    start = istAt(now, s.dayOffset, s.hour);
    end = new Date(start.getTime() + 60 * 60_000);
  }
  return {
    classDate: istDate(start),
    fromTime: istTime(start),
    toTime: istTime(end),
    currentRunningFlag: (s.state === 'live' ? 1 : 0) as 0 | 1,
    liveCompletionFlag: (s.state === 'completed' ? 1 : 0) as 0 | 1,
    actualClassStartDate: s.state === 'upcoming' ? null : start.toISOString(),
    actualClassEndDate: s.state === 'completed' ? end.toISOString() : null,
  };
}

async function seedCatalogue(db: Kysely<ContentDatabase>, ctx: SeedContext, now: string): Promise<void> {
  const audit = { createdAt: now, updatedAt: now, createdBy: null, updatedBy: null };
  const base = db as unknown as Kysely<Database>;
  await insertMissing(
    base,
    ctx.dialect,
    'subject' as never,
    'idSubject',
    SUBJECTS.map((s) => ({
      idSubject: s.idSubject,
      subjectName: s.subjectName,
      videoUrl: null,
      header: s.header,
      description: s.description,
      imageUrl: null,
      color: s.color,
      kind: s.kind,
      ...audit,
    })),
  );
  await insertMissing(
    base,
    ctx.dialect,
    'subject_chapter' as never,
    'idSubjectChapter',
    ALL_CHAPTERS.map((c) => ({
      idSubjectChapter: c.idSubjectChapter,
      chapterName: c.name,
      idSubject: c.idSubject,
      playlistLink: null,
      idClassStandard: c.idClassStandard,
      idSyllabus: NA_SYLLABUS,
      idState: NA_STATE,
      sortOrder: c.sortOrder,
      activeFlag: 1,
      notes: c.notes.join('\n\n'),
      ...audit,
    })),
  );
  await insertMissing(
    base,
    ctx.dialect,
    'offline_video_course' as never,
    'idOfflineVideoCourse',
    ALL_CHAPTERS.map((c) => ({
      idOfflineVideoCourse: videoIdOf(c.idSubjectChapter),
      idProduct: c.kind === 'eca' ? ecaProductId(c.idSubject) : null,
      idProductLine: c.kind === 'eca' ? LINE_ECA : LINE_ACADEMIC,
      idSubject: c.idSubject,
      idSubjectChapter: c.idSubjectChapter,
      topic: c.topic,
      heading: `1|${c.name}`,
      videoSeqNumber: 1,
      videoDuration: CLIP_SECONDS[c.clip],
      videoEnLink: clipUrl(c.clip),
      videoPoster1Location: posterUrl(c.clip),
      videoDescription: c.description,
      question: c.qa[0]?.question ?? null,
      answer: c.qa[0]?.answer ?? null,
      pdfUrl: null,
      teacherNoteUrl: null,
      language: 'English',
      ...audit,
    })),
  );

  // Products: line 5 for every class, subject, syllabus and state; line 6 per extra-curricular subject.
  const subjectName = new Map(SUBJECTS.map((s) => [s.idSubject, s.subjectName]));
  const products: Record<string, unknown>[] = [];
  for (const cls of CURRICULUM) {
    for (const subject of cls.subjects) {
      for (const syl of SYLLABUS_IDS) {
        for (const st of STATE_IDS) {
          products.push({
            idProduct: academicProductId(cls.classNumber, subject.idSubject, syl, st),
            idProductGroup: 5,
            idClassStandard: cls.idClassStandard,
            idSubject: subject.idSubject,
            monthlySubcrAmt: 0,
            annualSubscrAmt: 0,
            qtrSubscrAmt: 0,
            ageGroup: null,
            productName: `Class ${cls.classNumber} ${subjectName.get(subject.idSubject)}`,
            productCd: 'ACADEMIC_VIDEO',
            batchSize: null,
            extraCurrCategory: null,
            idProductLine: LINE_ACADEMIC,
            idSyllabus: syl,
            idState: st,
            activeFlag: 1,
          });
        }
      }
    }
  }
  for (const subject of ECA_CURRICULUM) {
    products.push({
      idProduct: ecaProductId(subject.idSubject),
      idProductGroup: 6,
      idClassStandard: NA_CLASS_STANDARD,
      idSubject: subject.idSubject,
      monthlySubcrAmt: 0,
      annualSubscrAmt: 0,
      qtrSubscrAmt: 0,
      ageGroup: '6-18',
      productName: `${subjectName.get(subject.idSubject)} for beginners`,
      productCd: 'EXTRA_CUR_VIDEO',
      batchSize: null,
      extraCurrCategory: subjectName.get(subject.idSubject) ?? null,
      idProductLine: LINE_ECA,
      idSyllabus: NA_SYLLABUS,
      idState: NA_STATE,
      activeFlag: 1,
    });
  }
  for (let i = 0; i < products.length; i += 200) {
    await insertMissing(base, ctx.dialect, 'product' as never, 'idProduct', products.slice(i, i + 200));
  }

  await insertMissing(base, ctx.dialect, 'issue_category' as never, 'idIssueCategory', ISSUE_CATEGORIES.map(([id, name]) => ({ idIssueCategory: id, issueCategory: name, status: 1 })));
  await insertMissing(
    base,
    ctx.dialect,
    'live_class_category' as never,
    'idLiveClassCategory',
    LIVE_CATEGORIES.map(([id, cd, name]) => ({ idLiveClassCategory: id, liveClassCategoryCd: cd, liveClassCategoryName: name })),
  );
}

/** Demo teachers (the live classes' teachers). */
async function seedTeachers(db: Kysely<ContentDatabase>, ctx: SeedContext): Promise<void> {
  const base = db as unknown as Kysely<Database>;
  await insertMissing(
    base,
    ctx.dialect,
    'teacher' as never,
    'idTeacher',
    TEACHERS.map((t) => ({
      idTeacher: t.id,
      teacherName: t.name,
      teacherDesc: t.desc,
      userImage: null,
      expLevel: t.exp,
      primarySubejct: t.primary,
      displayInHomepageFlag: 1,
      teacherHeader: t.header,
      email: `${t.name.split(' ')[0]!.toLowerCase()}@teachers.example.com`,
      introVideo: null,
      joinedStudent: t.joined,
      category: t.category,
    })),
  );
  await insertMissing(
    base,
    ctx.dialect,
    'teacher_subject' as never,
    'idTeacherSubject',
    TEACHERS.flatMap((t) => t.subjects.map(([proficiency, subject, syllabus], i) => ({ idTeacherSubject: t.id * 10 + i, idTeacher: t.id, proficiency, subjectName: subject, syllabusName: syllabus }))),
  );
}

/**
 * Moves the seeded live classes (rows with a `seedKey`) to their schedule relative to `nowDate`:
 * one live now, upcoming ones in the next days, recordings in the past days. Idempotent; the
 * content module runs it again while the server runs (see `modules/content/live-clock.ts`), so
 * "live now" stays true on a long-running development server. Returns how many rows it moved.
 */
export async function redateSeededLiveClasses(base: Kysely<Database>, nowDate: Date): Promise<number> {
  const db = contentDb(base);
  const now = nowDate.toISOString();
  const rows = await db.selectFrom('live_class').select(['idLiveClass', 'seedKey']).where('seedKey', 'is not', null).execute();
  const byKey = new Map(LIVE_SEEDS.map((s) => [s.key, s]));
  let moved = 0;
  for (const r of rows) {
    const s = byKey.get(r.seedKey!);
    if (!s) continue;
    await db.updateTable('live_class').set({ ...liveSchedule(s, nowDate), updatedAt: now }).where('idLiveClass', '=', r.idLiveClass).execute();
    moved++;
  }
  return moved;
}

async function seedLiveClasses(db: Kysely<ContentDatabase>, nowDate: Date): Promise<void> {
  const now = nowDate.toISOString();
  await redateSeededLiveClasses(db as unknown as Kysely<Database>, nowDate);
  const existing = new Set(
    (await db.selectFrom('live_class').select(['seedKey']).where('seedKey', 'is not', null).execute()).map((r) => r.seedKey!),
  );
  for (const s of LIVE_SEEDS) {
    const sched = liveSchedule(s, nowDate);
    if (existing.has(s.key)) continue;
    await db
      .insertInto('live_class')
      .values({
        ...sched,
        idTeacher: s.idTeacher,
        liveClassHeading: s.heading,
        liveClassDescription: s.description,
        idYoutubeMaster: null,
        liveClassUrl: clipUrl(s.clip),
        thumbnailUrl: posterUrl(s.clip),
        pdfUrl: null,
        idLiveClassCategory: s.idCategory,
        idClassStandard: s.idClassStandard,
        idSubject: s.idSubject,
        idSyllabus: NA_SYLLABUS,
        idState: NA_STATE,
        idLanguage: 7,
        activeFlag: 1,
        classType: s.classType,
        textBelowLiveClass: s.classType === 'free' ? 'Free class: open to every student.' : 'Premium class for subscribers.',
        seedKey: s.key,
        createdAt: now,
        updatedAt: now,
        createdBy: null,
        updatedBy: null,
      })
      .onConflict((oc) => oc.column('seedKey').doNothing())
      .execute();
  }
}

/** Content enrolment (lines 5 and 6) and some progress and watch history for the demo students. */
async function seedDemoProgress(db: Kysely<ContentDatabase>, nowDate: Date): Promise<void> {
  const now = nowDate.toISOString();
  const demos = await db
    .selectFrom('app_user as u')
    .innerJoin('student as s', 's.userSurId', 'u.userSurId')
    .select(['u.userSurId', 'u.mobileNumber', 's.idStudent', 's.idClassStandard', 's.idSyllabus', 's.idState'])
    .where('u.mobileNumber', 'in', ['9000000001', '9000000002', '9000000003'])
    .execute();
  for (const d of demos) {
    const classNumber = Number(Object.entries(CLASS_STANDARD_ID).find(([, id]) => id === d.idClassStandard)?.[0] ?? 0);
    if (!classNumber) continue;
    const cls = CURRICULUM.find((c) => c.classNumber === classNumber)!;
    const productIds = [
      ...cls.subjects.map((s) => academicProductId(classNumber, s.idSubject, d.idSyllabus, d.idState)),
      ...ECA_CURRICULUM.map((s) => ecaProductId(s.idSubject)),
    ];
    const have = await db
      .selectFrom('student_subscription')
      .select(['idStudentSubscription', 'idProduct'])
      .where('userSurId', '=', d.userSurId)
      .where('idProductLine', 'in', [LINE_ACADEMIC, LINE_ECA])
      .execute();
    const haveIds = new Set(have.map((h) => h.idProduct));
    const missing = productIds.filter((p) => !haveIds.has(p));
    if (missing.length === 0 && have.length > 0) continue; // already seeded: leave the student's own progress alone
    for (const idProduct of missing) {
      await db
        .insertInto('student_subscription')
        .values({
          idStudent: d.idStudent,
          idBatch: null,
          idProduct,
          purchaseDate: now,
          nextPaymentDate: null,
          lastPaymentDate: null,
          subscriptionEndDate: null,
          activeFlag: 1,
          purchaseAmount: '0',
          subscriptionType: 'FREE',
          purchaseLevel: idProduct >= 900000 ? 'EXTRA_CUR_ENROLMENT' : 'ACADEMIC_ENROLMENT',
          idProductGroup: idProduct >= 900000 ? 6 : 5,
          idProductLine: idProduct >= 900000 ? LINE_ECA : LINE_ACADEMIC,
          purchaseType: 'NEW',
          idStudentOrder: null,
          freeFlag: 1,
          specialOfferFlag: 0,
          idSpecialOffer: null,
          userSurId: d.userSurId,
          createdAt: now,
          updatedAt: now,
        } as never)
        .execute();
    }
    // Progress: the premium and trial students have started some videos; the basic one has none.
    if (d.mobileNumber === '9000000003') continue;
    const subs = await db
      .selectFrom('student_subscription')
      .select(['idStudentSubscription', 'idProduct'])
      .where('userSurId', '=', d.userSurId)
      .where('idProductLine', '=', LINE_ACADEMIC)
      .execute();
    const subFor = (idSubject: number) => subs.find((s) => s.idProduct === academicProductId(classNumber, idSubject, d.idSyllabus, d.idState));
    const progress: Array<[number, number, number, number]> =
      d.mobileNumber === '9000000001'
        ? [
            [1, 1, 12, 90], // [subject, chapter n, seconds watched, minutes ago]
            [2, 1, 28, 60 * 26],
            [2, 2, 9, 60 * 50],
            [6, 1, 26, 60 * 74],
          ]
        : [[1, 1, 8, 45]];
    for (const [idSubject, n, seconds, minutesAgo] of progress) {
      const sub = subFor(idSubject);
      if (!sub) continue;
      const idSubjectChapter = classNumber * 1000 + idSubject * 100 + n;
      const video = await db.selectFrom('offline_video_course').select(['idOfflineVideoCourse', 'videoDuration']).where('idSubjectChapter', '=', idSubjectChapter).executeTakeFirst();
      if (!video) continue;
      const at = new Date(nowDate.getTime() - minutesAgo * 60_000).toISOString();
      await db
        .insertInto('student_assigned_course')
        .values({
          idStudentSubscription: sub.idStudentSubscription,
          userSurId: d.userSurId,
          idOfflineVideoCourse: video.idOfflineVideoCourse,
          idProductLine: LINE_ACADEMIC,
          videoCoverageDuration: Math.min(seconds, video.videoDuration),
          videoDuration: video.videoDuration,
          completeFlag: seconds >= video.videoDuration ? 1 : 0,
          lastUpdatedTime: at,
          createdAt: at,
          updatedAt: at,
        })
        .onConflict((oc) => oc.columns(['idStudentSubscription', 'idOfflineVideoCourse']).doNothing())
        .execute();
    }
    // Live-class watched history: two completed classes of the student's class.
    const completed = await db
      .selectFrom('live_class')
      .select(['idLiveClass'])
      .where('idClassStandard', '=', d.idClassStandard)
      .where('liveCompletionFlag', '=', 1)
      .orderBy('idLiveClass')
      .limit(2)
      .execute();
    for (const [i, c] of completed.entries()) {
      const at = new Date(nowDate.getTime() - (i + 1) * 86_400_000).toISOString();
      await db
        .insertInto('live_class_watched_history')
        .values({
          idLiveClass: c.idLiveClass,
          userSurId: d.userSurId,
          idStudent: d.idStudent,
          videoCoverageDuration: 10 + i * 8,
          lastAccessedTimestamp: at,
          createdAt: at,
          updatedAt: at,
          createdBy: d.userSurId,
          updatedBy: d.userSurId,
        })
        .onConflict((oc) => oc.columns(['userSurId', 'idLiveClass']).doNothing())
        .execute();
    }
  }
}

/**
 * The learning catalogue: subjects, chapters with notes, their videos, the line-5/6 products,
 * issue categories and live-class categories. Loaded in every environment (production too), once
 * per `version` (change it whenever this data changes).
 */
export const contentCatalogueSeed: SeedStep = {
  name: 'content-catalogue',
  scope: 'catalogue',
  version: '2025-01-catalogue-1',
  async run(base, ctx) {
    await seedCatalogue(contentDb(base), ctx, ctx.clock.now().toISOString());
  },
};

/**
 * Demo content (never in production): teachers, live classes re-dated around the clock on every
 * start (live now, upcoming, recorded), enrolments, progress and watch history of the demo
 * students. Cheap when already present, so it runs on every start to keep "live now" true.
 */
export const contentSeed: SeedStep = {
  name: 'content',
  async run(base, ctx) {
    const db = contentDb(base);
    const nowDate = ctx.clock.now();
    await seedTeachers(db, ctx);
    await seedLiveClasses(db, nowDate);
    await seedDemoProgress(db, nowDate);
  },
};
