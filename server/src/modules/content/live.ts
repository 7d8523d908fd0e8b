import { sql } from 'kysely';
import type { AppContext } from '../../context.js';
import { istDate, istDateMinusDays } from '../../domain/time.js';
import { doc } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import type { Principal } from '../../http/auth.js';
import { pageOf } from '../../http/page.js';
import { ContentAccess, ENGLISH, M, NA_CLASS, NA_STATE, NA_SYLLABUS, type StudentCtx } from './access.js';

export const LIVE_PAGE_SIZE = 12;

export const LiveMessages = {
  noRunning: 'Currently No Running Live Class Found!',
  noUpcoming: 'No Upcoming Classes found!',
  noVideo: 'No Video found!',
  noVideosAvailable: 'No Videos Available.',
  noMoreVideos: 'No More Videos Available.',
  noLiveClass: 'No Live Classess found!!!',
  reminderDuplicate: 'User already request , reminder for the selected class',
  historyExists: 'History already exists',
  noHistory: 'No history Available Right Now!',
  invalidUser: 'Invalid User Authentication access!',
} as const;

export type Filter = { idClassStandard?: number[]; idCategory?: number; idSubject?: number; idLanguage?: number[]; idSyllabus?: number[]; idState?: number[]; classType?: string };

export class LiveService {
  readonly a: ContentAccess;
  constructor(private readonly ctx: AppContext) {
    this.a = new ContentAccess(ctx);
  }
  private get db() {
    return this.a.db;
  }

  protected base(f: Filter) {
    let q = this.db
      .selectFrom('live_class as l')
      .leftJoin('teacher as t', 't.idTeacher', 'l.idTeacher')
      .leftJoin('class_standard as cs', 'cs.idClassStandard', 'l.idClassStandard')
      .leftJoin('subject as s', 's.idSubject', 'l.idSubject')
      .leftJoin('syllabus as sy', 'sy.idSyllabus', 'l.idSyllabus')
      .leftJoin('state as st', 'st.idState', 'l.idState')
      .leftJoin('language as lg', 'lg.idLanguage', 'l.idLanguage')
      .leftJoin('live_class_category as cat', 'cat.idLiveClassCategory', 'l.idLiveClassCategory')
      .selectAll('l')
      .select([
        't.teacherName',
        't.teacherHeader',
        't.teacherDesc',
        't.introVideo',
        'cs.classStandadName',
        's.subjectName',
        'sy.syllabusName',
        'st.state as stateName',
        'lg.language as languageName',
        'cat.liveClassCategoryCd',
      ])
      .where('l.activeFlag', '=', 1);
    if (f.idClassStandard) q = q.where('l.idClassStandard', 'in', f.idClassStandard);
    if (f.idCategory !== undefined && f.idCategory > 0) q = q.where('l.idLiveClassCategory', '=', f.idCategory);
    if (f.idSubject !== undefined && f.idSubject > 0) q = q.where('l.idSubject', '=', f.idSubject);
    if (f.idLanguage) q = q.where('l.idLanguage', 'in', f.idLanguage);
    if (f.idSyllabus) q = q.where('l.idSyllabus', 'in', f.idSyllabus);
    if (f.idState) q = q.where('l.idState', 'in', f.idState);
    if (f.classType) q = q.where('l.classType', '=', f.classType);
    return q;
  }

  protected dto(r: any) {
    return {
      idLiveClass: r.idLiveClass,
      idTeacher: r.idTeacher,
      classDate: r.classDate,
      fromTime: r.fromTime,
      toTime: r.toTime,
      liveClassHeading: r.liveClassHeading,
      liveClassDescription: r.liveClassDescription,
      idYoutubeMaster: r.idYoutubeMaster,
      liveClassURL: r.liveClassUrl,
      thumbnailURL: r.thumbnailUrl,
      currentRunningFlag: r.currentRunningFlag === 1,
      pdfURL: r.pdfUrl,
      liveCompletionFlag: r.liveCompletionFlag === 1,
      idLiveClassCategory: r.idLiveClassCategory,
      classCategory: r.liveClassCategoryCd ?? null,
      teacherName: r.teacherName ?? null,
      teacherHeader: r.teacherHeader ?? null,
      teacherDescription: r.teacherDesc ?? null,
      introVideoURL: r.introVideo ?? null,
      classStandard: r.classStandadName ?? null,
      language: r.languageName ?? null,
      idClassStandard: r.idClassStandard,
      idSubject: r.idSubject,
      subjectName: r.subjectName ?? null,
      idSyllabus: r.idSyllabus,
      syllabusName: r.syllabusName ?? null,
      idState: r.idState,
      stateName: r.stateName ?? null,
      textBelowLiveClass: r.textBelowLiveClass,
      classType: r.classType,
    };
  }

  /** The student's own class/syllabus/state (NA content included) and languages. */
  protected studentFilter(st: StudentCtx, idLanguage: number, idSubject: number, idCategory: number): Filter {
    const langs = idLanguage > 0 ? [idLanguage] : [ENGLISH, st.idLanguage];
    return {
      idClassStandard: idCategory === 2 ? [NA_CLASS] : [st.idClassStandard, NA_CLASS],
      idSyllabus: [st.idSyllabus, NA_SYLLABUS],
      idState: [st.idState, NA_STATE],
      idLanguage: langs,
      idSubject,
      idCategory,
    };
  }

  async academicLive(p: Principal, idCategory: number, idLanguage: number, idSubject: number) {
    const st = await this.a.student(p);
    const rows = await this.base(this.studentFilter(st, idLanguage, idSubject, idCategory)).where('l.currentRunningFlag', '=', 1).orderBy('l.fromTime').execute();
    if (rows.length === 0) throw new AppError(500, LiveMessages.noRunning);
    return doc(rows.map((r) => this.dto(r)), M.sucessfull);
  }

  protected upcoming<Q extends ReturnType<LiveService['base']>>(q: Q) {
    return q
      .where('l.classDate', '>=', istDate(this.a.now()))
      .where('l.currentRunningFlag', '=', 0)
      .where('l.liveCompletionFlag', '=', 0)
      .orderBy('l.classDate')
      .orderBy('l.fromTime');
  }

  async academicUpcoming(p: Principal, idCategory: number, idLanguage: number, idSubject: number) {
    const st = await this.a.student(p);
    const rows = await this.upcoming(this.base(this.studentFilter(st, idLanguage, idSubject, idCategory))).execute();
    if (rows.length === 0) throw new AppError(500, LiveMessages.noUpcoming);
    const reminded = await this.remindedIds(p);
    return doc(rows.map((r) => ({ ...this.dto(r), notifyRequested: reminded.has(r.idLiveClass) })), M.sucessfull);
  }

  /** The classes the caller asked to be reminded of. */
  private async remindedIds(p: Principal): Promise<Set<number>> {
    const rows = await this.db.selectFrom('live_class_reminder').select('idLiveClass').where('userSurId', '=', p.userSurId).execute();
    return new Set(rows.map((r) => r.idLiveClass));
  }

  /** Live and upcoming classes of a class standard and category (extra-curricular: 4 and 2). */
  async allCategoryLive(idClassStandard: number, idCategory: number) {
    const rows = await this.base({ idClassStandard: [idClassStandard], idCategory })
      .where('l.liveCompletionFlag', '=', 0)
      .where((eb) => eb.or([eb('l.currentRunningFlag', '=', 1), eb('l.classDate', '>=', istDate(this.a.now()))]))
      .orderBy('l.currentRunningFlag', 'desc')
      .orderBy('l.classDate')
      .orderBy('l.fromTime')
      .execute();
    if (rows.length === 0) throw new AppError(500, LiveMessages.noVideo);
    return doc(rows.map((r) => this.dto(r)), M.sucessfull);
  }

  /** Every active class of a class standard: live, upcoming and the last year's recordings. */
  async allByClassStandard(idClassStandard: number) {
    const rows = await this.base({ idClassStandard: [idClassStandard] })
      .where('l.classDate', '>=', istDateMinusDays(this.a.now(), 365))
      .orderBy('l.classDate', 'desc')
      .orderBy('l.fromTime', 'desc')
      .execute();
    if (rows.length === 0) throw new AppError(500, LiveMessages.noVideo);
    return doc(rows.map((r) => this.dto(r)), M.sucessfull);
  }

  private async completedPage(f: Filter, pageNumber: number) {
    const q = this.base(f).where('l.liveCompletionFlag', '=', 1);
    const total = await this.db
      .selectFrom(q.as('x'))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    const rows = await q
      .orderBy('l.classDate', 'desc')
      .orderBy('l.fromTime', 'desc')
      .limit(LIVE_PAGE_SIZE)
      .offset(pageNumber * LIVE_PAGE_SIZE)
      .execute();
    if (rows.length === 0) {
      if (pageNumber > 0) return doc(null, LiveMessages.noMoreVideos);
      throw new AppError(500, LiveMessages.noVideosAvailable);
    }
    return doc(pageOf(rows.map((r) => this.dto(r)), pageNumber, LIVE_PAGE_SIZE, Number(total?.n ?? 0), true), M.successfull);
  }

  async broadcastedForStudent(p: Principal, idLanguage: number, idSubject: number, pageNumber: number) {
    const st = await this.a.student(p);
    return this.completedPage(this.studentFilter(st, idLanguage, idSubject, 1), pageNumber);
  }

  async broadcastForClasses(idClassStandards: number[], pageNumber: number) {
    return this.completedPage({ idClassStandard: idClassStandards }, pageNumber);
  }

  async extraCurWebcasted(pageNumber: number) {
    return this.completedPage({ idClassStandard: [NA_CLASS], idCategory: 2 }, pageNumber);
  }

  async categories() {
    const rows = await this.db.selectFrom('live_class_category').selectAll().orderBy('idLiveClassCategory').execute();
    return doc(rows, 'List of All Live Class Categories');
  }

  private async classRow(idLiveClass: number) {
    const r = await this.base({}).where('l.idLiveClass', '=', idLiveClass).executeTakeFirst();
    if (!r) throw new AppError(500, LiveMessages.noLiveClass);
    return r;
  }

  /** Class and language must be the student's (or NA / English); completed classes need premium or trial. */
  private async checkAccess(st: StudentCtx, r: any) {
    const classOk = r.idClassStandard === NA_CLASS || r.idClassStandard === st.idClassStandard;
    const langOk = r.idLanguage === ENGLISH || r.idLanguage === st.idLanguage;
    if (!classOk || !langOk) throw new AppError(401, M.noContentAccess);
    const flags = await this.a.premiumOrTrial(st.userSurId, st.createdAt);
    if (!flags.ok && r.liveCompletionFlag === 1) throw new AppError(406, M.subscribeWebcast);
    if (!flags.ok && r.classType === 'premium') throw new AppError(402, M.premiumRequired);
  }

  async details(p: Principal, idLiveClass: number) {
    const st = await this.a.student(p);
    const r = await this.classRow(idLiveClass);
    await this.checkAccess(st, r);
    const dto = this.dto(r);
    return doc(
      {
        ...dto,
        liveClassDesc: r.liveClassDescription,
        actualClassStartDate: r.actualClassStartDate,
        actualClassEndDate: r.actualClassEndDate,
        idLanguage: r.idLanguage,
        activeFlag: r.activeFlag === 1,
        classStandard: { idClassStandard: r.idClassStandard, classStandadName: r.classStandadName ?? null },
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
      },
      M.sucessfull,
    );
  }

  async notify(p: Principal, idVlUser: number, idLiveClass: number) {
    if (idVlUser !== p.userSurId) throw new AppError(403, M.noContentAccess);
    const r = await this.classRow(idLiveClass);
    if (r.liveCompletionFlag === 1 || r.currentRunningFlag === 1) throw new AppError(500, LiveMessages.noUpcoming);
    const res = await this.db
      .insertInto('live_class_reminder')
      .values({ userSurId: p.userSurId, idLiveClass, createdAt: this.a.now().toISOString() })
      .onConflict((oc) => oc.columns(['userSurId', 'idLiveClass']).doNothing())
      .returning('idLiveClassReminder')
      .executeTakeFirst();
    if (!res) throw new AppError(409, LiveMessages.reminderDuplicate);
    return doc(true, 'Request Successful.');
  }

  async syncHistory(p: Principal, idLiveClass: number) {
    const st = await this.a.student(p);
    const r = await this.classRow(idLiveClass);
    await this.checkAccess(st, r);
    const now = this.a.now().toISOString();
    const res = await this.db
      .insertInto('live_class_watched_history')
      .values({ idLiveClass, userSurId: p.userSurId, idStudent: st.idStudent, videoCoverageDuration: 0, lastAccessedTimestamp: now, createdAt: now, updatedAt: now, createdBy: p.userSurId, updatedBy: p.userSurId })
      .onConflict((oc) => oc.columns(['userSurId', 'idLiveClass']).doNothing())
      .returning('idLiveClassWatchedHistory')
      .executeTakeFirst();
    if (!res) {
      await this.db.updateTable('live_class_watched_history').set({ lastAccessedTimestamp: now, updatedAt: now }).where('userSurId', '=', p.userSurId).where('idLiveClass', '=', idLiveClass).execute();
      throw new AppError(500, LiveMessages.historyExists);
    }
    return doc(null, 'Successful');
  }

  async updateHistory(p: Principal, idLiveClass: number, watchedDuration: number) {
    const st = await this.a.student(p);
    const r = await this.classRow(idLiveClass);
    await this.checkAccess(st, r);
    const now = this.a.now().toISOString();
    const seconds = Math.floor(watchedDuration);
    await this.db
      .insertInto('live_class_watched_history')
      .values({ idLiveClass, userSurId: p.userSurId, idStudent: st.idStudent, videoCoverageDuration: seconds, lastAccessedTimestamp: now, createdAt: now, updatedAt: now, createdBy: p.userSurId, updatedBy: p.userSurId })
      .onConflict((oc) =>
        oc.columns(['userSurId', 'idLiveClass']).doUpdateSet({
          videoCoverageDuration: sql`case when ${sql.ref('live_class_watched_history.video_coverage_duration')} > ${seconds} then ${sql.ref('live_class_watched_history.video_coverage_duration')} else ${seconds} end`,
          lastAccessedTimestamp: now,
          updatedAt: now,
        }),
      )
      .execute();
    return doc(null, 'Successful');
  }

  async history(p: Principal | null, pageNumber: number, idSubject: number, idLanguage: number, type: string | undefined) {
    if (!p) throw new AppError(401, LiveMessages.invalidUser);
    let q = this.db
      .selectFrom('live_class_watched_history as h')
      .innerJoin('live_class as l', 'l.idLiveClass', 'h.idLiveClass')
      .leftJoin('subject as s', 's.idSubject', 'l.idSubject')
      .select([
        'h.idLiveClassWatchedHistory',
        'h.idLiveClass',
        'l.thumbnailUrl',
        'h.lastAccessedTimestamp',
        'h.videoCoverageDuration',
        'l.idLiveClassCategory',
        'l.liveClassHeading',
        'l.liveClassDescription',
        'h.userSurId',
        'h.idStudent',
        'l.idSubject',
        's.subjectName',
        'l.classType',
        'l.liveClassUrl',
        'h.createdAt',
        'h.updatedAt',
        'h.createdBy',
        'h.updatedBy',
      ])
      .where('h.userSurId', '=', p.userSurId);
    if (idSubject > 0) q = q.where('l.idSubject', '=', idSubject);
    if (idLanguage > 0) q = q.where('l.idLanguage', '=', idLanguage);
    if (type === 'free' || type === 'premium') q = q.where('l.classType', '=', type);
    const rows = await q
      .orderBy('h.lastAccessedTimestamp', 'desc')
      .limit(LIVE_PAGE_SIZE)
      .offset(pageNumber * LIVE_PAGE_SIZE)
      .execute();
    if (rows.length === 0) return doc(pageOf([], pageNumber, LIVE_PAGE_SIZE, 0, true), LiveMessages.noHistory);
    const items = rows.map((r) => ({
      idLiveClassWatchedHistory: r.idLiveClassWatchedHistory,
      idLiveClass: r.idLiveClass,
      thumbnailURL: r.thumbnailUrl,
      lastAccessedTimestamp: r.lastAccessedTimestamp.replace(/\.\d+Z$|Z$/, ''),
      videoCoverageDuration: r.videoCoverageDuration,
      idLiveClassCategory: r.idLiveClassCategory,
      liveClassHeading: r.liveClassHeading,
      liveClassDescription: r.liveClassDescription,
      idVlUser: r.userSurId,
      idStudent: r.idStudent,
      idSubject: r.idSubject,
      subjectName: r.subjectName ?? null,
      classType: r.classType,
      liveClassURL: r.liveClassUrl,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      createdBy: r.createdBy,
      updatedBy: r.updatedBy,
    }));
    const groups = { ACADEMIC: items.filter((i) => i.idLiveClassCategory !== 2), EXTRA_CUR: items.filter((i) => i.idLiveClassCategory === 2) };
    return doc(pageOf([groups], pageNumber, LIVE_PAGE_SIZE, 1, true), 'Success');
  }

  /** GET /free-live-class: free classes of the last year, with the contract's permission rule. */
  async freeLiveClasses(
    p: Principal,
    f: { idLiveClassCategory: number; idClassStandard: number; idLanguage: number; idSubject: number; idSyllabus: number; idState: number; page: number; currentRunningFlag: number; completionFlag: number },
  ) {
    const st = await this.a.student(p);
    const allowed = (v: number, na: number, own: number) => v === -1 || v === na || v === own;
    if (
      !allowed(f.idClassStandard, NA_CLASS, st.idClassStandard) ||
      !allowed(f.idSyllabus, NA_SYLLABUS, st.idSyllabus) ||
      !allowed(f.idState, NA_STATE, st.idState) ||
      !(f.idLanguage === -1 || f.idLanguage === ENGLISH || f.idLanguage === st.idLanguage)
    ) {
      throw new AppError(403, M.noContentAccess);
    }
    const filter: Filter = {
      idClassStandard: f.idClassStandard === -1 ? [st.idClassStandard, NA_CLASS] : [f.idClassStandard],
      idSyllabus: f.idSyllabus === -1 ? [st.idSyllabus, NA_SYLLABUS] : [f.idSyllabus, NA_SYLLABUS],
      idState: f.idState === -1 ? [st.idState, NA_STATE] : [f.idState, NA_STATE],
      idLanguage: f.idLanguage === -1 ? [ENGLISH, st.idLanguage] : [f.idLanguage],
      idSubject: f.idSubject,
      idCategory: f.idLiveClassCategory,
      classType: 'free',
    };
    let q = this.base(filter).where('l.classDate', '>=', istDateMinusDays(this.a.now(), 365));
    if (f.currentRunningFlag === 0 || f.currentRunningFlag === 1) q = q.where('l.currentRunningFlag', '=', f.currentRunningFlag as 0 | 1);
    if (f.completionFlag === 0 || f.completionFlag === 1) q = q.where('l.liveCompletionFlag', '=', f.completionFlag as 0 | 1);
    const total = await this.db.selectFrom(q.as('x')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    // Running first, then upcoming (soonest first), then completed (latest first).
    const rows = await q
      .orderBy(sql`case when ${sql.ref('l.currentRunningFlag')} = 1 then 0 when ${sql.ref('l.liveCompletionFlag')} = 0 then 1 else 2 end`)
      .orderBy(sql`case when ${sql.ref('l.liveCompletionFlag')} = 0 then ${sql.ref('l.classDate')} end`)
      .orderBy(sql`case when ${sql.ref('l.liveCompletionFlag')} = 0 then ${sql.ref('l.fromTime')} end`)
      .orderBy('l.classDate', 'desc')
      .orderBy('l.fromTime', 'desc')
      .limit(LIVE_PAGE_SIZE)
      .offset(f.page * LIVE_PAGE_SIZE)
      .execute();
    if (rows.length === 0) {
      if (f.page > 0) return doc(null, LiveMessages.noMoreVideos);
      throw new AppError(500, LiveMessages.noVideosAvailable);
    }
    // Upcoming cards say whether the caller already asked for a reminder (as all-academic-upcoming does).
    const reminded = await this.remindedIds(p);
    return doc(pageOf(rows.map((r) => ({ ...this.dto(r), notifyRequested: reminded.has(r.idLiveClass) })), f.page, LIVE_PAGE_SIZE, Number(total?.n ?? 0), true), M.sucessfull);
  }
}
