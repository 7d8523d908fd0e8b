import type { Principal } from '../../http/auth.js';
import { doc } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { istDate } from '../../domain/time.js';
import { M, NA_CLASS } from './access.js';
import { LiveService, LiveMessages, type Filter } from './live.js';

/** Messages of the original's older live-class lists (api-contract.md section 5). */
export const LiveVariantMessages = {
  noAcademicLive: 'No Academic Live Classes Found!!',
  noAcademicUpcoming: 'No Upcoming Academic Class Available',
  noExtraLive: 'No Extra Curricular Live Classes Found!!',
  noExtraUpcoming: 'No Upcoming Extra Curricular Classes Found!!',
  noFutureClass: 'No class Available for upcoming time',
} as const;

/** -1 (or absent) = any; otherwise that one id. */
const one = (id: number | undefined): number[] | undefined => (id !== undefined && id > 0 ? [id] : undefined);

type Kind = 'live' | 'upcoming';

/**
 * The original's other live/upcoming list variants, kept for older clients: before-login lists
 * (public, filtered by the given class/subject/syllabus/state, -1 = any), after-login lists (the
 * caller's own class), "other class" lists (class standards other than the given/own one),
 * extra-curricular "other class" lists, the per-class lists and the next future class. Same
 * LiveClassDto items as the main lists; an empty result is the contract's 500 message.
 */
export class LiveVariantService extends LiveService {
  private query(f: Filter, kind: Kind, excludeClass?: number) {
    let q = this.base(f);
    if (excludeClass !== undefined && excludeClass > 0) q = q.where('l.idClassStandard', '!=', excludeClass);
    if (kind === 'live') {
      return q.where('l.currentRunningFlag', '=', 1).where('l.liveCompletionFlag', '=', 0).orderBy('l.idClassStandard').orderBy('l.fromTime');
    }
    return this.upcoming(q);
  }

  private async list(f: Filter, kind: Kind, empty: string, excludeClass?: number) {
    const rows = await this.query(f, kind, excludeClass).execute();
    if (rows.length === 0) throw new AppError(500, empty);
    return doc(rows.map((r) => this.dto(r)), M.sucessfull);
  }

  /** `before-login-academic-live|upcoming`: public, every filter optional (-1 = any). */
  beforeLogin(kind: Kind, q: { idLiveClassCategory: number; idLanguage: number; idClassStandard: number; idSubject: number; idSyllabus: number; idState: number }) {
    return this.list(
      {
        idCategory: q.idLiveClassCategory,
        idLanguage: one(q.idLanguage),
        idClassStandard: one(q.idClassStandard),
        idSubject: q.idSubject,
        idSyllabus: one(q.idSyllabus),
        idState: one(q.idState),
      },
      kind,
      LiveMessages.noVideo,
    );
  }

  /** `otherclass_live_before_login|otherclass_upcoming_before_login`: classes of other class standards. */
  otherClassBeforeLogin(kind: Kind, q: { idLiveClassCategory: number; idClassStandard: number; idSubject: number; idSyllabus: number; idState: number }) {
    return this.list(
      { idCategory: q.idLiveClassCategory, idSubject: q.idSubject, idSyllabus: one(q.idSyllabus), idState: one(q.idState) },
      kind,
      LiveMessages.noVideo,
      q.idClassStandard,
    );
  }

  /** `after-login-academic-live|upcoming`: the caller's own class, syllabus and state (NA included). */
  async afterLogin(p: Principal, kind: Kind, idCategory: number, idLanguage: number) {
    const st = await this.a.student(p);
    return this.list(this.studentFilter(st, idLanguage, -1, idCategory), kind, LiveMessages.noVideo);
  }

  /** `after-login-otherclass-live|upcoming`: classes of class standards other than the caller's. */
  async afterLoginOtherClass(p: Principal, kind: Kind, idCategory: number, idSubject: number) {
    const st = await this.a.student(p);
    return this.list({ idCategory, idSubject }, kind, LiveMessages.noVideo, st.idClassStandard);
  }

  /** `extracur-otherclass-live|upcoming`: extra-curricular classes (category 2 unless given). */
  extraCurOtherClass(kind: Kind, idCategory: number, idSubject: number) {
    return this.list({ idCategory: idCategory > 0 ? idCategory : 2, idSubject }, kind, LiveMessages.noVideo);
  }

  /** `getLiveAcademicClasses|getUpcomingAcademicClasses?idClassStandard&idLiveClassCategory`. */
  academicByClass(kind: Kind, idClassStandard: number, idCategory: number) {
    return this.list(
      { idClassStandard: [idClassStandard], idCategory },
      kind,
      kind === 'live' ? LiveVariantMessages.noAcademicLive : LiveVariantMessages.noAcademicUpcoming,
    );
  }

  /** `getLiveExtraCurricular|getUpcomingExtraCurricular?idLiveClassCategory`: the NA class's classes. */
  extraCurricular(kind: Kind, idCategory: number) {
    return this.list(
      { idClassStandard: [NA_CLASS], idCategory },
      kind,
      kind === 'live' ? LiveVariantMessages.noExtraLive : LiveVariantMessages.noExtraUpcoming,
    );
  }

  /** `future-class/`: the next class that has not started yet. */
  async futureClass() {
    const r = await this.base({})
      .where('l.classDate', '>=', istDate(this.a.now()))
      .where('l.currentRunningFlag', '=', 0)
      .where('l.liveCompletionFlag', '=', 0)
      .orderBy('l.classDate')
      .orderBy('l.fromTime')
      .executeTakeFirst();
    if (!r) throw new AppError(500, LiveVariantMessages.noFutureClass);
    return doc(this.dto(r), M.sucessfull);
  }
}
