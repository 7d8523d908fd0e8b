import crypto from 'node:crypto';
import type { AppContext } from '../../context.js';
import { doc } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import type { Principal } from '../../http/auth.js';
import { ContentAccess, chapterOpen, ENGLISH, LINE_ACADEMIC, LINE_ECA, M, NA_STATE, NA_SYLLABUS, pct, type StudentCtx } from './access.js';

type ChapterRow = {
  idSubjectChapter: number;
  chapterName: string;
  idSubject: number;
  playlistLink: string | null;
  idClassStandard: number;
  idSyllabus: number;
  idState: number;
  sortOrder: number;
  activeFlag: number;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
  createdBy: number | null;
  updatedBy: number | null;
};

const chapterCols = [
  'c.idSubjectChapter',
  'c.chapterName',
  'c.idSubject',
  'c.playlistLink',
  'c.idClassStandard',
  'c.idSyllabus',
  'c.idState',
  'c.sortOrder',
  'c.activeFlag',
  'c.notes',
  'c.createdAt',
  'c.updatedAt',
  'c.createdBy',
  'c.updatedBy',
] as const;

/** SubjectChapter as the contract serialises it (notes are served with the videos). */
export function chapterDto(c: ChapterRow) {
  return {
    idSubjectChapter: c.idSubjectChapter,
    chapterName: c.chapterName,
    idSubject: c.idSubject,
    playlistLink: c.playlistLink,
    idClassStandard: c.idClassStandard,
    idSyllabus: c.idSyllabus,
    idState: c.idState,
    sortOrder: c.sortOrder,
    activeFlag: c.activeFlag === 1,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    createdBy: c.createdBy,
    updatedBy: c.updatedBy,
  };
}

type SubjectRow = { idSubject: number; subjectName: string; videoUrl: string | null; header: string | null; description: string | null; imageUrl: string | null; color: string | null };
export function subjectCard(s: SubjectRow) {
  return { idSubject: s.idSubject, subjectName: s.subjectName, videoURL: s.videoUrl, header: s.header, description: s.description, imageURL: s.imageUrl, color: s.color };
}

type VideoRow = {
  idOfflineVideoCourse: number;
  idProduct: number | null;
  idSubject: number;
  idSubjectChapter: number;
  topic: string;
  heading: string | null;
  videoSeqNumber: number;
  videoDuration: number;
  videoEnLink: string;
  videoPoster1Location: string | null;
  videoDescription: string | null;
  question: string | null;
  answer: string | null;
  pdfUrl: string | null;
  teacherNoteUrl: string | null;
};

type AssignedRow = {
  idStudentAssignedCourse: number;
  idStudentSubscription: number;
  userSurId: number;
  idOfflineVideoCourse: number;
  idProductLine: number;
  videoCoverageDuration: number;
  videoDuration: number;
  completeFlag: number;
  lastUpdatedTime: string | null;
};

/** "n|Title" headings are shown as "Title". */
const headingTitle = (h: string | null) => (h ? h.replace(/^\d+\|/, '') : h);

/** Progress is complete within the last 5 seconds or 95 % of a video. */
export function isNearEnd(seconds: number, total: number): boolean {
  return seconds >= total - 5 || seconds >= total * 0.95;
}

function assignedDto(a: AssignedRow, v?: VideoRow) {
  return {
    idStudentAssignedCourse: a.idStudentAssignedCourse,
    idStudentSubscription: a.idStudentSubscription,
    idOfflineVideoCourse: a.idOfflineVideoCourse,
    idVlUser: a.userSurId,
    videoCoverageDuration: a.videoCoverageDuration,
    videoDuration: a.videoDuration,
    completeFlag: a.completeFlag === 1,
    pctComplete: String(a.completeFlag === 1 ? 100 : Math.floor(pct(a.videoCoverageDuration, a.videoDuration))),
    lastUpdatedTime: a.lastUpdatedTime,
    ...(v
      ? {
          idSubject: v.idSubject,
          idSubjectChapter: v.idSubjectChapter,
          topic: v.topic,
          videoEnLink: v.videoEnLink,
          videoPoster1Location: v.videoPoster1Location,
          videoDescription: v.videoDescription,
          videoSeqNumber: v.videoSeqNumber,
        }
      : {}),
  };
}

export class CourseService {
  readonly a: ContentAccess;
  constructor(private readonly ctx: AppContext) {
    this.a = new ContentAccess(ctx);
  }
  private get db() {
    return this.a.db;
  }

  // ---------- subjects ----------

  async subjectList() {
    const rows = await this.db.selectFrom('subject').selectAll().orderBy('idSubject').execute();
    if (rows.length === 0) throw new AppError(500, 'Something went Wrong!');
    return doc(
      rows.map((s) => ({ ...subjectCard(s), createdAt: s.createdAt, updatedAt: s.updatedAt, createdBy: s.createdBy, updatedBy: s.updatedBy })),
      M.sucessfull,
    );
  }

  private chaptersQuery(idSubject: number, idClassStandard: number, idSyllabus: number, idState: number) {
    return this.db
      .selectFrom('subject_chapter as c')
      .select(chapterCols)
      .where('c.idSubject', '=', idSubject)
      .where('c.idClassStandard', '=', idClassStandard)
      .where('c.idSyllabus', 'in', [idSyllabus, NA_SYLLABUS])
      .where('c.idState', 'in', [idState, NA_STATE])
      .where('c.activeFlag', '=', 1)
      .orderBy('c.sortOrder');
  }

  async subjectChapters(idSubject: number, idClassStandard: number, idSyllabus: number, idState: number) {
    const rows = await this.chaptersQuery(idSubject, idClassStandard, idSyllabus, idState).execute();
    if (rows.length === 0) throw new AppError(500, M.noChaptersForSubject);
    return doc(rows.map(chapterDto), M.sucessfull);
  }

  async academicSubjects(idClassStandard: number, idSyllabus: number, idState: number | null) {
    let q = this.db
      .selectFrom('product as p')
      .innerJoin('subject as s', 's.idSubject', 'p.idSubject')
      .select(['s.idSubject', 's.subjectName', 's.videoUrl', 's.header', 's.description', 's.imageUrl', 's.color'])
      .distinct()
      .where('p.idProductLine', '=', LINE_ACADEMIC)
      .where('p.activeFlag', '=', 1)
      .where('p.idClassStandard', '=', idClassStandard)
      .where('p.idSyllabus', '=', idSyllabus);
    if (idState !== null) q = q.where('p.idState', '=', idState);
    const rows = await q.orderBy('s.idSubject').execute();
    if (rows.length === 0) throw new AppError(500, M.noSubjects);
    return doc(rows.map(subjectCard), M.sucessfull);
  }

  async ecaSubjects() {
    const rows = await this.a.productsFor(LINE_ECA, 4, NA_SYLLABUS, NA_STATE);
    if (rows.length === 0) throw new AppError(500, M.noSubjects);
    return doc(rows.map((r) => ({ ...subjectCard(r), idProduct: r.idProduct })), M.sucessfull);
  }

  /** Exam preparation and VCT cards: the student's subjects with their chapters. */
  async examPrepSubjects(p: Principal, vct: boolean) {
    const st = await this.a.student(p);
    const products = await this.a.productsFor(LINE_ACADEMIC, st.idClassStandard, st.idSyllabus, st.idState);
    if (products.length === 0) throw new AppError(500, M.noSubjects);
    const chapters = await this.db
      .selectFrom('subject_chapter')
      .select(['idSubjectChapter', 'chapterName', 'idSubject', 'sortOrder'])
      .where('idClassStandard', '=', st.idClassStandard)
      .where('idSubject', 'in', products.map((x) => x.idSubject))
      .where('activeFlag', '=', 1)
      .orderBy('sortOrder')
      .execute();
    const withQuiz = await this.a.chaptersWithQuiz(chapters.map((c) => c.idSubjectChapter));
    const cards = products.map((pr) => {
      const own = chapters.filter((c) => c.idSubject === pr.idSubject);
      return {
        idProduct: pr.idProduct,
        idSubject: pr.idSubject,
        subjectName: pr.subjectName,
        color: pr.color,
        imageURL: pr.imageUrl,
        ...(vct
          ? { totalChapters: own.length }
          : {
              questionSets: own.map((c) => ({ idSubjectChapter: c.idSubjectChapter, chapterName: c.chapterName, sortOrder: c.sortOrder, isQuizAvailable: withQuiz.has(c.idSubjectChapter) })),
            }),
      };
    });
    return doc(cards, M.sucessfull);
  }

  // ---------- subscriptions (content enrolment) ----------

  private async progressBySubscription(userSurId: number, subIds: number[]) {
    if (subIds.length === 0) return new Map<number, { done: number; total: number }>();
    const rows = await this.db
      .selectFrom('student_assigned_course')
      .select(['idStudentSubscription', 'completeFlag'])
      .where('userSurId', '=', userSurId)
      .where('idStudentSubscription', 'in', subIds)
      .execute();
    const m = new Map<number, { done: number; total: number }>();
    for (const r of rows) {
      const e = m.get(r.idStudentSubscription) ?? { done: 0, total: 0 };
      e.total += 1;
      if (r.completeFlag === 1) e.done += 1;
      m.set(r.idStudentSubscription, e);
    }
    return m;
  }

  private async videoCountBySubject(idClassStandard: number, subjectIds: number[]) {
    if (subjectIds.length === 0) return new Map<number, number>();
    const rows = await this.db
      .selectFrom('offline_video_course as v')
      .innerJoin('subject_chapter as c', 'c.idSubjectChapter', 'v.idSubjectChapter')
      .select(['v.idSubject'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('c.idClassStandard', '=', idClassStandard)
      .where('v.idSubject', 'in', subjectIds)
      .groupBy('v.idSubject')
      .execute();
    return new Map(rows.map((r) => [r.idSubject, Number(r.n)]));
  }

  /** Subject cards for a class/syllabus/state, with the caller's enrolment and progress. */
  private async subjectCards(st: StudentCtx, line: number, idClassStandard: number, idSyllabus: number, idState: number) {
    const products = await this.a.productsFor(line, idClassStandard, idSyllabus, idState);
    const own = line === LINE_ECA || (idClassStandard === st.idClassStandard && idSyllabus === st.idSyllabus && idState === st.idState);
    const subs = new Map<number, number>();
    if (own) for (const pr of products) subs.set(pr.idProduct, await this.a.enrol(st, pr.idProduct, line));
    const progress = await this.progressBySubscription(st.userSurId, [...subs.values()]);
    const counts = await this.videoCountBySubject(line === LINE_ECA ? 4 : idClassStandard, products.map((x) => x.idSubject));
    return products.map((pr) => {
      const idStudentSubscription = subs.get(pr.idProduct) ?? null;
      const done = idStudentSubscription ? (progress.get(idStudentSubscription)?.done ?? 0) : 0;
      return {
        idProduct: pr.idProduct,
        idSubject: pr.idSubject,
        subjectName: pr.subjectName,
        imageURL: pr.imageUrl,
        color: pr.color,
        percentage: pct(done, counts.get(pr.idSubject) ?? 0),
        idStudentSubscription,
      };
    });
  }

  async subStatusV1(p: Principal, studentId: number) {
    const st = await this.a.student(p);
    if (studentId !== st.idStudent) throw new AppError(403, M.noSubscriptionAccess);
    const cards = await this.subjectCards(st, LINE_ACADEMIC, st.idClassStandard, st.idSyllabus, st.idState);
    return doc(cards, cards.length ? M.sucessfull : M.noSubjectsFound);
  }

  async subStatusV2(p: Principal, idClassStandard: number, idSyllabus: number, idState: number) {
    const st = await this.a.student(p);
    const cards = await this.subjectCards(st, LINE_ACADEMIC, idClassStandard, idSyllabus, idState);
    return doc(cards, cards.length ? M.sucessfull : M.noSubjectsFound);
  }

  async extraCurrSubStatus(p: Principal) {
    const st = await this.a.student(p);
    const cards = await this.subjectCards(st, LINE_ECA, 4, NA_SYLLABUS, NA_STATE);
    return doc(cards, cards.length ? M.sucessfull : M.noSubjectsFound);
  }

  /** The caller's subscription to one subject (line 5, or 6 for extra-curricular). */
  async subscriptionForSubject(p: Principal, idSubject: number, line: number) {
    const st = await this.a.student(p);
    const product = await this.a.product(line, st.idClassStandard, idSubject, st.idSyllabus, st.idState);
    if (!product) throw new AppError(500, M.noProduct);
    const idStudentSubscription = await this.a.enrol(st, product.idProduct, line);
    const flags = await this.a.premiumOrTrial(st.userSurId, st.createdAt);
    return doc(
      { idStudentSubscription, idStudent: st.idStudent, userSurId: st.userSurId, idProduct: product.idProduct, idSubject, idProductLine: line, subscribedFlag: flags.subscribed, trialFlag: flags.trial },
      M.sucessfull,
    );
  }

  /**
   * subject-info (v1/v2/v3), subject-chapter-list (v3/v4) and student-subject-progress: the
   * subject's chapters with access, completion and (v3) quiz availability.
   */
  async subjectInfo(
    p: Principal | null,
    q: { idStudentSubscription: number; idProductLine: number; idSubject: number; idClassStandard: number; idSyllabus: number; idState: number },
    opts: { quiz: boolean; totals: boolean; requireSubscription: boolean },
  ) {
    let sub: Awaited<ReturnType<ContentAccess['ownSubscription']>> | null = null;
    if (q.idStudentSubscription > 0) sub = await this.a.ownSubscription(p?.userSurId ?? null, q.idStudentSubscription);
    else if (opts.requireSubscription) throw new AppError(403, M.noSubscriptionAccess);
    const line = q.idProductLine === LINE_ECA ? LINE_ECA : LINE_ACADEMIC;
    const idClass = line === LINE_ECA ? 4 : q.idClassStandard;
    const product = await this.a.product(line, idClass, q.idSubject, q.idSyllabus, q.idState);
    if (!product) throw new AppError(500, M.noProduct);
    if (sub && sub.idProduct !== product.idProduct) throw new AppError(403, M.noSubscriptionAccess);
    const chapters = await this.chaptersQuery(q.idSubject, idClass, line === LINE_ECA ? NA_SYLLABUS : q.idSyllabus, line === LINE_ECA ? NA_STATE : q.idState).execute();
    if (chapters.length === 0) throw new AppError(500, M.noChapters);
    const chapterIds = chapters.map((c) => c.idSubjectChapter);
    const videos = await this.db
      .selectFrom('offline_video_course')
      .select(['idOfflineVideoCourse', 'idSubjectChapter', 'videoDuration'])
      .where('idSubjectChapter', 'in', chapterIds)
      .execute();
    if (videos.length === 0) throw new AppError(500, M.noVideoData);

    const userSurId = p?.userSurId ?? null;
    let premium = false;
    let subId = sub?.idStudentSubscription ?? null;
    if (userSurId !== null) {
      const st = await this.a.student(p!);
      premium = (await this.a.premiumOrTrial(st.userSurId, st.createdAt)).ok;
      // Without a subscription id, the caller's own enrolment in this subject carries the progress.
      if (subId === null && (line === LINE_ECA || idClass === st.idClassStandard)) subId = await this.a.enrol(st, product.idProduct, line);
    }
    const progress =
      subId !== null
        ? await this.db
            .selectFrom('student_assigned_course')
            .select(['idOfflineVideoCourse', 'videoCoverageDuration', 'completeFlag'])
            .where('idStudentSubscription', '=', subId)
            .execute()
        : [];
    const progByVideo = new Map(progress.map((r) => [r.idOfflineVideoCourse, r]));
    const attempted = await this.a.attemptedChapters(userSurId, chapterIds);
    const withQuiz = opts.quiz ? await this.a.chaptersWithQuiz(chapterIds) : new Set<number>();

    let totalDone = 0;
    let totalWatched = 0;
    let totalSeconds = 0;
    const items = chapters.map((c, i) => {
      const vids = videos.filter((v) => v.idSubjectChapter === c.idSubjectChapter);
      const done = vids.filter((v) => progByVideo.get(v.idOfflineVideoCourse)?.completeFlag === 1).length;
      const watched = vids.reduce((s, v) => s + (progByVideo.get(v.idOfflineVideoCourse)?.videoCoverageDuration ?? 0), 0);
      const seconds = vids.reduce((s, v) => s + v.videoDuration, 0);
      totalDone += done;
      totalWatched += watched;
      totalSeconds += seconds;
      const prev = i > 0 ? chapters[i - 1]!.idSubjectChapter : null;
      const item: Record<string, unknown> = {
        chapter: chapterDto(c),
        accessAllowed: chapterOpen(c.sortOrder, premium, prev !== null && attempted.has(prev)),
        completionPercentage: pct(done, vids.length),
      };
      if (opts.quiz) item.isQuizAvailable = withQuiz.has(c.idSubjectChapter);
      if (opts.totals) {
        item.totalChapterVideos = vids.length;
        item.totalChapterWatchHours = Math.round((seconds / 3600) * 100) / 100;
        item.watchedSeconds = watched;
      }
      return item;
    });
    const names = await this.db
      .selectFrom('class_standard as cs')
      .select('cs.classStandadName')
      .where('cs.idClassStandard', '=', idClass)
      .executeTakeFirst();
    const syl = await this.db.selectFrom('syllabus').select('syllabusName').where('idSyllabus', '=', line === LINE_ECA ? NA_SYLLABUS : q.idSyllabus).executeTakeFirst();
    const subj = await this.db.selectFrom('subject').select(['subjectName', 'imageUrl']).where('idSubject', '=', q.idSubject).executeTakeFirst();
    const data: Record<string, unknown> = {
      classStandardName: names?.classStandadName ?? null,
      syllabusName: syl?.syllabusName ?? null,
      subjectName: subj?.subjectName ?? product.productName,
      percentageCompletion: pct(totalDone, videos.length),
      idProduct: product.idProduct,
      idStudentSubscription: subId,
      streamingSubjectChapters: items,
    };
    if (opts.totals) {
      data.totalSubjectVideos = videos.length;
      data.totalSubjectWatchHours = Math.round((totalSeconds / 3600) * 100) / 100;
      data.totalWatchedSeconds = totalWatched;
      data.subjectThumbnailURL = subj?.imageUrl ?? null;
      data.subjectChapters = items;
    }
    return doc(data, opts.totals ? M.successfulRequest : M.sucessfull);
  }

  async chapterQuizAvailability(p: Principal, idSubjectChapter: number, idStudentSubscription: number) {
    if (idStudentSubscription > 0) await this.a.ownSubscription(p.userSurId, idStudentSubscription);
    const ch = await this.db.selectFrom('subject_chapter').select(['idSubjectChapter', 'idSubject', 'idClassStandard', 'sortOrder']).where('idSubjectChapter', '=', idSubjectChapter).executeTakeFirst();
    if (!ch) throw new AppError(500, M.invalidChapter);
    const prev = await this.db
      .selectFrom('subject_chapter')
      .select('idSubjectChapter')
      .where('idSubject', '=', ch.idSubject)
      .where('idClassStandard', '=', ch.idClassStandard)
      .where('sortOrder', '<', ch.sortOrder)
      .orderBy('sortOrder', 'desc')
      .executeTakeFirst();
    const withQuiz = await this.a.chaptersWithQuiz([idSubjectChapter]);
    const attempted = prev ? await this.a.attemptedChapters(p.userSurId, [prev.idSubjectChapter]) : new Set<number>();
    return doc({ isChapterQuizAvailable: withQuiz.has(idSubjectChapter), isPreviousQuizAttempted: prev ? attempted.has(prev.idSubjectChapter) : true }, M.sucessfull);
  }

  async progressStatus(p: Principal, idStudentSubscription: number) {
    const sub = await this.a.ownSubscription(p.userSurId, idStudentSubscription);
    const rows = await this.db
      .selectFrom('offline_video_course as v')
      .innerJoin('subject_chapter as c', 'c.idSubjectChapter', 'v.idSubjectChapter')
      .leftJoin('student_assigned_course as a', (j) => j.onRef('a.idOfflineVideoCourse', '=', 'v.idOfflineVideoCourse').on('a.idStudentSubscription', '=', idStudentSubscription))
      .select(['c.idSubjectChapter', 'c.chapterName', 'c.sortOrder', 'v.idOfflineVideoCourse', 'a.completeFlag', 'a.videoCoverageDuration'])
      .where('v.idSubject', '=', sub.idSubject ?? -1)
      .where('c.idClassStandard', '=', sub.idClassStandard ?? -1)
      .orderBy('c.sortOrder')
      .execute();
    const chapters = new Map<number, { idSubjectChapter: number; chapterName: string; totalVideos: number; completedVideos: number; watchedSeconds: number }>();
    for (const r of rows) {
      const e = chapters.get(r.idSubjectChapter) ?? { idSubjectChapter: r.idSubjectChapter, chapterName: r.chapterName, totalVideos: 0, completedVideos: 0, watchedSeconds: 0 };
      e.totalVideos += 1;
      if (r.completeFlag === 1) e.completedVideos += 1;
      e.watchedSeconds += r.videoCoverageDuration ?? 0;
      chapters.set(r.idSubjectChapter, e);
    }
    const list = [...chapters.values()].map((c) => ({ ...c, completionPercentage: pct(c.completedVideos, c.totalVideos) }));
    const total = list.reduce((s, c) => s + c.totalVideos, 0);
    const done = list.reduce((s, c) => s + c.completedVideos, 0);
    return doc({ idStudentSubscription, idSubject: sub.idSubject, totalVideos: total, completedVideos: done, percentageCompletion: pct(done, total), chapters: list }, M.successfulRequest);
  }

  /** Free, public listing of a chapter's videos grouped by heading. */
  async streamingInfo(
    p: Principal | null,
    q: { idSubject: number; idSubjectChapter: number; idState: number; idClassStandard: number; idSyllabus: number; language: string; idStudentSubscription: number },
  ) {
    if (q.idStudentSubscription > 0) await this.a.ownSubscription(p?.userSurId ?? null, q.idStudentSubscription);
    const ch = await this.db.selectFrom('subject_chapter as c').select(chapterCols).where('c.idSubjectChapter', '=', q.idSubjectChapter).executeTakeFirst();
    if (!ch || ch.idSubject !== q.idSubject) throw new AppError(500, M.invalidChapter);
    const line = ch.idClassStandard === 4 ? LINE_ECA : LINE_ACADEMIC;
    const product = await this.a.product(line, ch.idClassStandard, ch.idSubject, q.idSyllabus, q.idState);
    if (!product || (line === LINE_ACADEMIC && ch.idClassStandard !== q.idClassStandard)) throw new AppError(500, M.noProduct);
    const all = await this.db.selectFrom('offline_video_course').selectAll().where('idSubjectChapter', '=', ch.idSubjectChapter).orderBy('videoSeqNumber').execute();
    if (all.length === 0) throw new AppError(500, M.noVideoCourse);
    const language = q.language.trim() || 'English';
    const videos = all.filter((v) => v.language.toLowerCase() === language.toLowerCase());
    if (videos.length === 0) throw new AppError(500, `No Video Content Available for ${language} .`);
    const groups = new Map<string, unknown[]>();
    for (const v of videos) {
      const key = v.heading ?? '';
      const list = groups.get(key) ?? [];
      list.push({
        idOfflineVideoCourse: v.idOfflineVideoCourse,
        idProduct: product.idProduct,
        topic: v.topic,
        idSubjectChapter: v.idSubjectChapter,
        idSubject: v.idSubject,
        videoDescription: v.videoDescription,
        heading: headingTitle(v.heading),
        question: v.question,
        answer: v.answer,
        pdfURL: v.pdfUrl,
        videoEnLink: v.videoEnLink,
        videoPoster1Location: v.videoPoster1Location,
        videoDuration: v.videoDuration,
        notes: ch.notes,
      });
      groups.set(key, list);
    }
    const chapterVideoCourseList = [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, list]) => list);
    let premium = false;
    if (p) {
      const st = await this.a.student(p);
      premium = (await this.a.premiumOrTrial(st.userSurId, st.createdAt)).ok;
    }
    const prev = await this.db
      .selectFrom('subject_chapter')
      .select('idSubjectChapter')
      .where('idSubject', '=', ch.idSubject)
      .where('idClassStandard', '=', ch.idClassStandard)
      .where('sortOrder', '<', ch.sortOrder)
      .orderBy('sortOrder', 'desc')
      .executeTakeFirst();
    const attempted = prev ? await this.a.attemptedChapters(p?.userSurId ?? null, [prev.idSubjectChapter]) : new Set<number>();
    return doc({ chapterVideoCourseList, prevChapterAttemptFlag: chapterOpen(ch.sortOrder, premium, !!prev && attempted.has(prev.idSubjectChapter)) }, M.sucessfull);
  }

  private async videoWithChapter(idOfflineVideoCourse: number) {
    const v = await this.db
      .selectFrom('offline_video_course as v')
      .innerJoin('subject_chapter as c', 'c.idSubjectChapter', 'v.idSubjectChapter')
      .selectAll('v')
      .select(['c.sortOrder', 'c.idClassStandard', 'c.chapterName', 'c.notes'])
      .where('v.idOfflineVideoCourse', '=', idOfflineVideoCourse)
      .executeTakeFirst();
    if (!v) throw new AppError(500, M.noVideoFound);
    return v;
  }

  /** Whether the student may watch a video (premium/trial, the free first chapter, or the previous quiz done). */
  private async mayWatch(st: StudentCtx, v: { sortOrder: number; idSubject: number; idClassStandard: number }) {
    const flags = await this.a.premiumOrTrial(st.userSurId, st.createdAt);
    if (flags.ok || v.sortOrder <= 1) return true;
    const prev = await this.db
      .selectFrom('subject_chapter')
      .select('idSubjectChapter')
      .where('idSubject', '=', v.idSubject)
      .where('idClassStandard', '=', v.idClassStandard)
      .where('sortOrder', '<', v.sortOrder)
      .orderBy('sortOrder', 'desc')
      .executeTakeFirst();
    return !!prev && (await this.a.attemptedChapters(st.userSurId, [prev.idSubjectChapter])).has(prev.idSubjectChapter);
  }

  /** Student and subscription for a video's subject, creating the enrolment if needed. */
  private async subscriptionForVideo(st: StudentCtx, v: { idSubject: number; idClassStandard: number; idProductLine: number }) {
    const line = v.idProductLine === LINE_ECA ? LINE_ECA : LINE_ACADEMIC;
    if (line === LINE_ACADEMIC && v.idClassStandard !== st.idClassStandard) throw new AppError(401, M.noContentAccess);
    const product = await this.a.product(line, st.idClassStandard, v.idSubject, st.idSyllabus, st.idState);
    if (!product) throw new AppError(500, M.noProduct);
    return this.a.enrol(st, product.idProduct, line);
  }

  private async assignedFor(idStudentSubscription: number, st: StudentCtx, v: VideoRow & { idProductLine: number }): Promise<AssignedRow> {
    const existing = await this.db
      .selectFrom('student_assigned_course')
      .selectAll()
      .where('idStudentSubscription', '=', idStudentSubscription)
      .where('idOfflineVideoCourse', '=', v.idOfflineVideoCourse)
      .executeTakeFirst();
    if (existing) return existing;
    const now = this.a.now().toISOString();
    await this.db
      .insertInto('student_assigned_course')
      .values({
        idStudentSubscription,
        userSurId: st.userSurId,
        idOfflineVideoCourse: v.idOfflineVideoCourse,
        idProductLine: v.idProductLine,
        videoCoverageDuration: 0,
        videoDuration: v.videoDuration,
        completeFlag: 0,
        lastUpdatedTime: null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict((oc) => oc.columns(['idStudentSubscription', 'idOfflineVideoCourse']).doNothing())
      .execute();
    return this.db
      .selectFrom('student_assigned_course')
      .selectAll()
      .where('idStudentSubscription', '=', idStudentSubscription)
      .where('idOfflineVideoCourse', '=', v.idOfflineVideoCourse)
      .executeTakeFirstOrThrow();
  }

  /** The premium gate for one video: 402 for basic students on locked chapters. */
  async studentAssignedCourse(p: Principal, idOfflineVideoCourse: number) {
    const st = await this.a.student(p);
    const v = await this.videoWithChapter(idOfflineVideoCourse);
    if (!(await this.mayWatch(st, v))) throw new AppError(402, M.premiumRequired);
    const sub = await this.subscriptionForVideo(st, v);
    const a = await this.assignedFor(sub, st, v);
    return doc({ ...assignedDto(a, v), chapterName: v.chapterName, notes: v.notes, question: v.question, answer: v.answer }, M.sucessfull);
  }

  /** chapter-based-video: the chapter's videos with the caller's progress. */
  async chapterBasedVideo(p: Principal, idStudentSubscription: number, idSubjectChapter: number) {
    const st = await this.a.student(p);
    const ch = await this.db.selectFrom('subject_chapter as c').select(chapterCols).where('c.idSubjectChapter', '=', idSubjectChapter).executeTakeFirst();
    if (!ch) throw new AppError(500, M.invalidChapter);
    const line = ch.idClassStandard === 4 ? LINE_ECA : LINE_ACADEMIC;
    if (line === LINE_ACADEMIC && ch.idClassStandard !== st.idClassStandard) throw new AppError(401, M.noContentAccess);
    let subId: number;
    if (idStudentSubscription > 0) {
      const sub = await this.a.ownSubscription(p.userSurId, idStudentSubscription);
      if (sub.idSubject !== ch.idSubject) throw new AppError(403, M.noSubscriptionAccess);
      subId = sub.idStudentSubscription;
    } else {
      subId = await this.subscriptionForVideo(st, { idSubject: ch.idSubject, idClassStandard: ch.idClassStandard, idProductLine: line });
    }
    const videos = await this.db.selectFrom('offline_video_course').selectAll().where('idSubjectChapter', '=', idSubjectChapter).orderBy('videoSeqNumber').execute();
    if (videos.length === 0) throw new AppError(500, M.noVideoCourse);
    const allowed = await this.mayWatch(st, { sortOrder: ch.sortOrder, idSubject: ch.idSubject, idClassStandard: ch.idClassStandard });
    const assigned = allowed ? await Promise.all(videos.map((v) => this.assignedFor(subId, st, v))) : [];
    const byVideo = new Map(assigned.map((a) => [a.idOfflineVideoCourse, a]));
    const next = await this.db
      .selectFrom('subject_chapter')
      .select('idSubjectChapter')
      .where('idSubject', '=', ch.idSubject)
      .where('idClassStandard', '=', ch.idClassStandard)
      .where('sortOrder', '>', ch.sortOrder)
      .where('activeFlag', '=', 1)
      .orderBy('sortOrder')
      .executeTakeFirst();
    const subject = await this.db.selectFrom('subject').select('subjectName').where('idSubject', '=', ch.idSubject).executeTakeFirst();
    const dto = videos.map((v) => {
      const a = byVideo.get(v.idOfflineVideoCourse);
      return {
        idOfflineVideoCourse: v.idOfflineVideoCourse,
        videoPoster1Location: v.videoPoster1Location,
        videoEnLink: allowed ? v.videoEnLink : null,
        videoOtp: null,
        pdfURL: v.pdfUrl,
        techerNoteURL: v.teacherNoteUrl,
        question: v.question,
        answer: v.answer,
        videoSeqNumber: v.videoSeqNumber,
        idStudentAssignedCourse: a?.idStudentAssignedCourse ?? null,
        completeFlag: a ? a.completeFlag === 1 : false,
        videoCoverageDuration: a?.videoCoverageDuration ?? 0,
        videoDuration: v.videoDuration,
        pctComplete: a ? assignedDto(a).pctComplete : '0',
        isCurrentlyStreaming: false,
        topic: v.topic,
        heading: headingTitle(v.heading),
        videoDescription: v.videoDescription,
        notes: allowed ? ch.notes : null,
      };
    });
    const firstIncomplete = dto.find((d) => !d.completeFlag);
    if (firstIncomplete && allowed) firstIncomplete.isCurrentlyStreaming = true;
    return doc(
      {
        idStudentSubscription: subId,
        idSubjectChapter,
        idSubject: ch.idSubject,
        subjectName: subject?.subjectName ?? null,
        totalDuration: videos.reduce((s, v) => s + v.videoDuration, 0),
        totalContent: videos.length,
        chapterName: ch.chapterName,
        nextIdSubjectChapter: next?.idSubjectChapter ?? null,
        isNextChapterAvailable: !!next,
        isAccessAllowed: allowed,
        studentVideoStreamingDTO: dto,
      },
      M.requestSuccessful,
    );
  }

  // ---------- assigned course ----------

  private async ownAssigned(p: Principal, idStudentAssignedCourse: number) {
    const a = await this.db.selectFrom('student_assigned_course').selectAll().where('idStudentAssignedCourse', '=', idStudentAssignedCourse).executeTakeFirst();
    if (!a) throw new AppError(500, 'No assigned course found!');
    if (a.userSurId !== p.userSurId) throw new AppError(403, M.noSubscriptionAccess);
    return a;
  }

  /** Saves watched seconds: forward only, complete near the end, never past the video's length. */
  async saveVideoDuration(p: Principal, idStudentAssignedCourse: number, duration: number) {
    const a = await this.ownAssigned(p, idStudentAssignedCourse);
    const seconds = Math.floor(duration);
    if (seconds > a.videoDuration + 1) throw new AppError(500, M.durationExceeded);
    const clamped = Math.min(seconds, a.videoDuration);
    const coverage = Math.max(a.videoCoverageDuration, clamped);
    const complete = a.completeFlag === 1 || isNearEnd(coverage, a.videoDuration);
    const now = this.a.now().toISOString();
    await this.db
      .updateTable('student_assigned_course')
      .set({ videoCoverageDuration: complete ? Math.max(coverage, a.videoDuration) : coverage, completeFlag: complete ? 1 : 0, lastUpdatedTime: now, updatedAt: now })
      .where('idStudentAssignedCourse', '=', a.idStudentAssignedCourse)
      .execute();
    const updated = await this.ownAssigned(p, idStudentAssignedCourse);
    return doc(assignedDto(updated), M.sucessfull);
  }

  /** VideoStreamingLog[] of one product line, newest first. */
  async continueWatching(p: Principal, line: number) {
    const rows = await this.db
      .selectFrom('student_assigned_course as a')
      .innerJoin('offline_video_course as v', 'v.idOfflineVideoCourse', 'a.idOfflineVideoCourse')
      .innerJoin('subject_chapter as c', 'c.idSubjectChapter', 'v.idSubjectChapter')
      .innerJoin('subject as s', 's.idSubject', 'v.idSubject')
      .innerJoin('student_subscription as ss', 'ss.idStudentSubscription', 'a.idStudentSubscription')
      .select([
        'a.idStudentAssignedCourse',
        'a.userSurId',
        'a.idOfflineVideoCourse',
        'a.videoCoverageDuration',
        'a.videoDuration',
        'a.completeFlag',
        'a.lastUpdatedTime',
        'ss.idProduct',
        'v.idSubject',
        's.subjectName',
        'v.idSubjectChapter',
        'c.chapterName',
        'v.topic',
        'v.videoPoster1Location',
        'v.videoDescription',
        'v.videoSeqNumber',
      ])
      .where('a.userSurId', '=', p.userSurId)
      .where('a.idProductLine', '=', line)
      .where('a.lastUpdatedTime', 'is not', null)
      .where('a.videoCoverageDuration', '>', 0)
      .orderBy('a.lastUpdatedTime', 'desc')
      .limit(20)
      .execute();
    if (rows.length === 0) return doc([], M.noVideoLogs);
    return doc(
      rows.map((r) => ({
        idVideoStreamingLog: r.idStudentAssignedCourse,
        idVlUser: r.userSurId,
        idOfflineVideoCourse: r.idOfflineVideoCourse,
        idStudentAssignedCourse: r.idStudentAssignedCourse,
        idProduct: r.idProduct,
        videoCoverageDuration: r.videoCoverageDuration,
        videoDuration: r.videoDuration,
        pctComplete: String(r.completeFlag === 1 ? 100 : Math.floor(pct(r.videoCoverageDuration, r.videoDuration))),
        idSubject: r.idSubject,
        subjectName: r.subjectName,
        idSubjectChapter: r.idSubjectChapter,
        chapterName: r.chapterName,
        topic: r.topic,
        videoPoster1Location: r.videoPoster1Location,
        videoDescription: r.videoDescription,
        completeFlag: r.completeFlag === 1,
        lastUpdatedTime: r.lastUpdatedTime,
        category: line === LINE_ECA ? 'EXTRA_CUR' : 'ACADEMIC',
        videoSeqNumber: r.videoSeqNumber,
      })),
      M.sucessfull,
    );
  }

  async studentSummary(p: Principal, idVlUser: number) {
    if (idVlUser !== p.userSurId) throw new AppError(403, M.noSubscriptionAccess);
    const st = await this.a.student(p);
    const subjects = await this.a.productsFor(LINE_ACADEMIC, st.idClassStandard, st.idSyllabus, st.idState);
    const counts = await this.videoCountBySubject(st.idClassStandard, subjects.map((s) => s.idSubject));
    const totalVideos = [...counts.values()].reduce((a, b) => a + b, 0);
    const rows = await this.db
      .selectFrom('student_assigned_course')
      .select(['completeFlag', 'videoCoverageDuration', 'idProductLine'])
      .where('userSurId', '=', p.userSurId)
      .execute();
    const watched = rows.filter((r) => r.videoCoverageDuration > 0);
    const completed = rows.filter((r) => r.completeFlag === 1 && r.idProductLine === LINE_ACADEMIC).length;
    const seconds = rows.reduce((s, r) => s + r.videoCoverageDuration, 0);
    const live = await this.db.selectFrom('live_class_watched_history').select((eb) => eb.fn.countAll<number>().as('n')).where('userSurId', '=', p.userSurId).executeTakeFirst();
    let quizzes = 0;
    let avg: number | null = null;
    try {
      const q = await this.db
        .selectFrom('quiz_attempt')
        .select((eb) => [eb.fn.countAll<number>().as('n')])
        .where('userSurId', '=', p.userSurId)
        .where('status', '=', 'SUBMITTED')
        .executeTakeFirst();
      quizzes = Number(q?.n ?? 0);
      const scores = await (this.db as any)
        .selectFrom('quiz_attempt')
        .select((eb: any) => eb.fn.avg('percentage').as('avg'))
        .where('userSurId', '=', p.userSurId)
        .where('status', '=', 'SUBMITTED')
        .executeTakeFirst();
      avg = scores?.avg === null || scores?.avg === undefined ? null : Math.round(Number(scores.avg) * 10) / 10;
    } catch {
      /* the quiz family may not record percentages */
    }
    return doc(
      {
        idVlUser: p.userSurId,
        firstName: st.firstName,
        totalSubjects: subjects.length,
        totalVideos,
        completedVideos: completed,
        totalVideosWatched: watched.length,
        totalWatchMinutes: Math.round(seconds / 60),
        totalWatchHours: Math.round((seconds / 3600) * 100) / 100,
        liveClassesAttended: Number(live?.n ?? 0),
        quizzesAttempted: quizzes,
        ...(avg !== null && Number.isFinite(avg) ? { averageQuizScore: avg } : {}),
        percentageCompletion: pct(completed, totalVideos),
      },
      M.sucessfull,
    );
  }

  /** A one-time playback token (the original's VdoCipher OTP), 201. */
  async videoOtp(p: Principal, videoId: number) {
    const st = await this.a.student(p);
    const v = await this.videoWithChapter(videoId);
    if (!(await this.mayWatch(st, v))) throw new AppError(402, M.premiumRequired);
    const otp = crypto.randomBytes(16).toString('hex');
    const playbackInfo = Buffer.from(JSON.stringify({ videoId: String(videoId), url: v.videoEnLink, poster: v.videoPoster1Location })).toString('base64');
    return doc({ otp, playbackInfo }, M.sucessfull, 201);
  }

  // ---------- offline course ----------

  async offlineVideo(p: Principal, id: number) {
    const st = await this.a.student(p);
    const v = await this.videoWithChapter(id);
    const allowed = await this.mayWatch(st, v);
    return doc(
      {
        idOfflineVideoCourse: v.idOfflineVideoCourse,
        idProduct: v.idProduct,
        idSubject: v.idSubject,
        idSubjectChapter: v.idSubjectChapter,
        topic: v.topic,
        heading: headingTitle(v.heading),
        videoSeqNumber: v.videoSeqNumber,
        videoDuration: v.videoDuration,
        videoEnLink: allowed ? v.videoEnLink : null,
        videoPoster1Location: v.videoPoster1Location,
        videoDescription: v.videoDescription,
        question: v.question,
        answer: v.answer,
        pdfURL: v.pdfUrl,
        teacherNoteURL: v.teacherNoteUrl,
        notes: allowed ? v.notes : null,
        chapterName: v.chapterName,
        createdAt: v.createdAt,
        updatedAt: v.updatedAt,
      },
      M.sucessfull,
    );
  }

  /**
   * `GET /api/v1/offlineCourse/`: the original's bare list (no envelope) of offline videos, here
   * the caller's class and the extra-curricular (NA) catalogue, by subject, chapter and sequence.
   * Links and notes only where the caller may watch (premium/trial, first chapters, or unlocked).
   */
  async offlineVideoList(p: Principal) {
    const st = await this.a.student(p);
    const rows = await this.db
      .selectFrom('offline_video_course as v')
      .innerJoin('subject_chapter as c', 'c.idSubjectChapter', 'v.idSubjectChapter')
      .selectAll('v')
      .select(['c.sortOrder', 'c.idClassStandard', 'c.chapterName'])
      .where('c.idClassStandard', 'in', [st.idClassStandard, 4])
      .where('c.activeFlag', '=', 1)
      .orderBy('v.idSubject')
      .orderBy('c.sortOrder')
      .orderBy('v.videoSeqNumber')
      .execute();
    const flags = await this.a.premiumOrTrial(st.userSurId, st.createdAt);
    const unlocked = new Set<number>();
    if (!flags.ok) {
      // A chapter opens when it is first, or the previous chapter's quiz was attempted.
      const chapters = await this.db
        .selectFrom('subject_chapter')
        .select(['idSubjectChapter', 'idSubject', 'idClassStandard', 'sortOrder'])
        .where('idClassStandard', 'in', [st.idClassStandard, 4])
        .orderBy('sortOrder')
        .execute();
      const attempted = await this.a.attemptedChapters(st.userSurId, chapters.map((c) => c.idSubjectChapter));
      const prevOf = new Map<string, number>();
      for (const c of chapters) {
        const key = `${c.idSubject}:${c.idClassStandard}`;
        const prev = prevOf.get(key);
        if (c.sortOrder <= 1 || (prev !== undefined && attempted.has(prev))) unlocked.add(c.idSubjectChapter);
        prevOf.set(key, c.idSubjectChapter);
      }
    }
    return rows.map((v) => {
      const allowed = flags.ok || unlocked.has(v.idSubjectChapter);
      return {
        idOfflineVideoCourse: v.idOfflineVideoCourse,
        idProduct: v.idProduct,
        idSubject: v.idSubject,
        idSubjectChapter: v.idSubjectChapter,
        topic: v.topic,
        heading: headingTitle(v.heading),
        videoSeqNumber: v.videoSeqNumber,
        videoDuration: v.videoDuration,
        videoEnLink: allowed ? v.videoEnLink : null,
        videoPoster1Location: v.videoPoster1Location,
        videoDescription: v.videoDescription,
        question: v.question,
        answer: v.answer,
        pdfURL: v.pdfUrl,
        teacherNoteURL: v.teacherNoteUrl,
        chapterName: v.chapterName,
        createdAt: v.createdAt,
        updatedAt: v.updatedAt,
      };
    });
  }

  async headings(idSubjectChapter: number) {
    const rows = await this.db.selectFrom('offline_video_course').select('heading').distinct().where('idSubjectChapter', '=', idSubjectChapter).execute();
    if (rows.length === 0) throw new AppError(500, M.noVideoFound);
    return doc(rows.map((r) => headingTitle(r.heading)).sort(), M.sucessfull);
  }

  async videosByProduct(q: { idSubject: number; idSubjectChapter: number; idSyllabus: number; idClassStandard: number; idState: number }) {
    const product = await this.a.product(q.idClassStandard === 4 ? LINE_ECA : LINE_ACADEMIC, q.idClassStandard, q.idSubject, q.idSyllabus, q.idState);
    if (!product) throw new AppError(500, M.noProduct);
    const rows = await this.db
      .selectFrom('offline_video_course')
      .select(['idOfflineVideoCourse', 'idSubject', 'idSubjectChapter', 'topic', 'heading', 'videoSeqNumber', 'videoDuration', 'videoPoster1Location', 'videoDescription'])
      .where('idSubjectChapter', '=', q.idSubjectChapter)
      .where('idSubject', '=', q.idSubject)
      .orderBy('videoSeqNumber')
      .execute();
    if (rows.length === 0) throw new AppError(500, M.noVideoFound);
    return doc(rows.map((r) => ({ ...r, idProduct: product.idProduct, heading: headingTitle(r.heading) })), M.sucessfull);
  }

  private async videoExists(id: number) {
    const v = await this.db.selectFrom('offline_video_course').select('idOfflineVideoCourse').where('idOfflineVideoCourse', '=', id).executeTakeFirst();
    if (!v) throw new AppError(500, M.noVideoFound);
  }

  async saveRating(p: Principal, body: { idOfflineVideoCourse: number; rating: number; review?: string | null }) {
    await this.videoExists(body.idOfflineVideoCourse);
    const now = this.a.now().toISOString();
    const res = await this.db
      .insertInto('video_rating')
      .values({ userSurId: p.userSurId, idOfflineVideoCourse: body.idOfflineVideoCourse, rating: body.rating, review: body.review?.trim() || null, createdAt: now, updatedAt: now })
      .onConflict((oc) => oc.columns(['userSurId', 'idOfflineVideoCourse']).doNothing())
      .returning('idVideoRating')
      .executeTakeFirst();
    if (!res) throw new AppError(500, 'Already given ratings');
    const row = await this.ownRating(p, body.idOfflineVideoCourse);
    return doc(row, 'Rating recorded successfully.', 201);
  }

  async updateRating(p: Principal, body: { idOfflineVideoCourse: number; rating: number; review?: string | null }) {
    await this.ownRating(p, body.idOfflineVideoCourse);
    await this.db
      .updateTable('video_rating')
      .set({ rating: body.rating, review: body.review?.trim() || null, updatedAt: this.a.now().toISOString() })
      .where('userSurId', '=', p.userSurId)
      .where('idOfflineVideoCourse', '=', body.idOfflineVideoCourse)
      .execute();
    return doc(await this.ownRating(p, body.idOfflineVideoCourse), 'Rating updated successfully.');
  }

  private async ownRating(p: Principal, idOfflineVideoCourse: number) {
    const r = await this.db
      .selectFrom('video_rating')
      .select(['idVideoRating', 'idOfflineVideoCourse', 'rating', 'review', 'userSurId as idVlUser', 'createdAt', 'updatedAt'])
      .where('userSurId', '=', p.userSurId)
      .where('idOfflineVideoCourse', '=', idOfflineVideoCourse)
      .executeTakeFirst();
    if (!r) throw new AppError(500, 'No ratings found');
    return r;
  }

  async getRating(p: Principal, idOfflineVideoCourse: number) {
    return doc(await this.ownRating(p, idOfflineVideoCourse), M.sucessfull);
  }

  /** true when the caller has already rated this video. */
  async isRatingAvailable(p: Principal, idOfflineVideoCourse: number) {
    await this.videoExists(idOfflineVideoCourse);
    const r = await this.db.selectFrom('video_rating').select('idVideoRating').where('userSurId', '=', p.userSurId).where('idOfflineVideoCourse', '=', idOfflineVideoCourse).executeTakeFirst();
    return doc(!!r, r ? 'Rating already given' : 'Rating not given yet');
  }

  async averageRating(idOfflineVideoCourse: number) {
    await this.videoExists(idOfflineVideoCourse);
    const r = await this.db
      .selectFrom('video_rating')
      .select((eb) => [eb.fn.avg<number>('rating').as('avg'), eb.fn.countAll<number>().as('n')])
      .where('idOfflineVideoCourse', '=', idOfflineVideoCourse)
      .executeTakeFirst();
    const n = Number(r?.n ?? 0);
    return doc({ idOfflineVideoCourse, averageRating: n ? Math.round(Number(r!.avg) * 10) / 10 : 0, totalRatings: n }, M.sucessfull);
  }

  // ---------- tickets ----------

  async issueCategories() {
    const rows = await this.db.selectFrom('issue_category').selectAll().where('status', '=', 1).orderBy('idIssueCategory').execute();
    return doc(rows.map((r) => ({ idIssueCategory: r.idIssueCategory, issueCategory: r.issueCategory, status: r.status === 1 })), M.successfull);
  }

  async saveTicket(p: Principal, body: { idSubjectChapter?: number | null; videoEnLink?: string | null; idIssueCategory?: number | null; comment?: string | null; status?: string | null }) {
    if (!body.idIssueCategory || body.idIssueCategory <= 0) throw new AppError(400, 'Please select category');
    const cat = await this.db.selectFrom('issue_category').select('idIssueCategory').where('idIssueCategory', '=', body.idIssueCategory).where('status', '=', 1).executeTakeFirst();
    if (!cat) throw new AppError(400, 'Please select category');
    if (body.idSubjectChapter) {
      const ch = await this.db.selectFrom('subject_chapter').select('idSubjectChapter').where('idSubjectChapter', '=', body.idSubjectChapter).executeTakeFirst();
      if (!ch) throw new AppError(500, M.invalidChapter);
    }
    const now = this.a.now().toISOString();
    const row = await this.db
      .insertInto('ticket')
      .values({
        userSurId: p.userSurId,
        idSubjectChapter: body.idSubjectChapter ?? null,
        videoEnLink: body.videoEnLink ?? null,
        idIssueCategory: body.idIssueCategory,
        comment: body.comment?.trim() || null,
        status: body.status?.trim() || 'OPEN',
        createdAt: now,
        updatedAt: now,
        createdBy: p.userSurId,
        updatedBy: p.userSurId,
      })
      .returning(['idTicket', 'idSubjectChapter', 'videoEnLink', 'idIssueCategory', 'comment', 'status', 'createdAt', 'updatedAt'])
      .executeTakeFirstOrThrow();
    return doc({ ...row, idVlUser: p.userSurId }, 'Saved Successfully');
  }

  // ---------- teachers ----------

  async teachersByCategory(category: string) {
    const teachers = await this.db.selectFrom('teacher').selectAll().where('category', '=', category).orderBy('idTeacher').execute();
    if (teachers.length === 0) return doc([], `No Teacher available for selected ${category}`);
    const subjects = await this.db.selectFrom('teacher_subject').selectAll().where('idTeacher', 'in', teachers.map((t) => t.idTeacher)).execute();
    return doc(
      teachers.map((t) => ({
        idTeacher: t.idTeacher,
        teacherName: t.teacherName,
        teacherDesc: t.teacherDesc,
        userImage: t.userImage,
        expLevel: t.expLevel,
        primarySubejct: t.primarySubejct,
        displayInHomepageFlag: t.displayInHomepageFlag === 1,
        teacherHeader: t.teacherHeader,
        email: t.email,
        introVideo: t.introVideo,
        joinedStudent: t.joinedStudent,
        teacherSubjects: subjects.filter((s) => s.idTeacher === t.idTeacher).map((s) => ({ proficiency: s.proficiency, subjectName: s.subjectName, syllabusName: s.syllabusName })),
      })),
      'Successfull',
    );
  }
}

export { ENGLISH };
