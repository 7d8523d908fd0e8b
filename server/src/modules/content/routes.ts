import { AppError } from '../../http/errors.js';
import { defineModule } from '../module.js';
import { LINE_ACADEMIC, LINE_ECA } from './access.js';
import { CourseService } from './courses.js';
import { LiveService } from './live.js';
import { LiveVariantService } from './live-variants.js';
import { SeededLiveClock } from './live-clock.js';
import * as s from './schemas.js';

/**
 * Learning content: subjects, subscription content (subject info, chapters, streaming, the
 * premium gate), assigned courses (video progress, continue watching), offline courses (chapter
 * videos, ratings), live classes and free live classes, teachers and tickets.
 */
export const contentModule = defineModule({
  name: 'content',
  routes(app, ctx) {
    const courses = new CourseService(ctx);
    const live = new LiveService(ctx);
    const liveClock = new SeededLiveClock(ctx);
    const security = [{ bearerAuth: [] }];
    const { required, optional, student } = ctx.auth;

    // ---------- subjects (/api/v1/subject) ----------
    {
      const tags = ['subject'];
      app.get('/api/v1/subject/list', { schema: { tags, summary: 'All subjects' } }, () => courses.subjectList());
      app.get(
        '/api/v1/subject/:idSubject/chapters',
        { schema: { tags, summary: "A subject's chapters for a class, syllabus and state", params: s.subjectIdPath, querystring: s.chaptersQuery } },
        (req) => courses.subjectChapters(req.params.idSubject, req.query.idClassStandard, req.query.idSyllabus, req.query.idState),
      );
      const academic = (withState: boolean) => async (req: any) => {
        const p = req.principal;
        let st = null;
        if (p && (!req.query.idClassStandard || !req.query.idSyllabus || (withState && !req.query.idState))) st = await courses.a.student(p).catch(() => null);
        const idClassStandard = req.query.idClassStandard ?? st?.idClassStandard;
        const idSyllabus = req.query.idSyllabus ?? st?.idSyllabus;
        const idState = withState ? (req.query.idState ?? st?.idState) : (req.query.idState ?? null);
        if (!idClassStandard || !idSyllabus || (withState && !idState)) throw new AppError(400, "Invalid query parameter: 'idClassStandard', 'idSyllabus' and 'idState' are required");
        return courses.academicSubjects(idClassStandard, idSyllabus, idState ?? null);
      };
      app.get('/api/v1/subject/academic', { onRequest: [optional], schema: { tags, summary: 'Academic subjects of a class and syllabus', querystring: s.academicQuery } }, academic(false));
      app.get('/api/v1/subject/academic/list', { onRequest: [optional], schema: { tags, summary: 'Academic subjects of a class, syllabus and state', querystring: s.academicQuery } }, academic(true));
      app.get('/api/v1/subject/eca', { schema: { tags, summary: 'Extra-curricular subjects (line 6)' } }, () => courses.ecaSubjects());
      app.get('/api/v1/subject/exam-preparation', { onRequest: [student], schema: { tags, security, summary: 'Exam-preparation subject cards with their question sets' } }, (req) =>
        courses.examPrepSubjects(req.principal!, false),
      );
      app.get('/api/v1/subject/vct', { onRequest: [student], schema: { tags, security, summary: 'Vocational (VCT) subject cards' } }, (req) => courses.examPrepSubjects(req.principal!, true));
    }

    // ---------- subscription content ----------
    {
      const tags = ['subscription-content'];
      app.get('/api/v1/subscription/get-sub-status', { onRequest: [required], schema: { tags, security, summary: "The student's subject cards (V1: studentId)", querystring: s.subStatusV1Query } }, (req) =>
        courses.subStatusV1(req.principal!, req.query.studentId),
      );
      app.get(
        '/api/v2/subscription/get-sub-status',
        { onRequest: [required], schema: { tags, security, summary: 'Subject cards for a class, syllabus and state (V2)', querystring: s.subStatusV2Query } },
        (req) => courses.subStatusV2(req.principal!, req.query.idClassStandard, req.query.idSyllabus, req.query.idState),
      );
      app.get('/api/v1/subscription/', { onRequest: [required], schema: { tags, security, summary: "The student's academic subscription for a subject", querystring: s.idSubjectQuery } }, (req) =>
        courses.subscriptionForSubject(req.principal!, req.query.idSubject, LINE_ACADEMIC),
      );
      app.get('/api/v1/subscription/extra-curr', { onRequest: [required], schema: { tags, security, summary: "The student's extra-curricular subscription for a subject", querystring: s.idSubjectQuery } }, (req) =>
        courses.subscriptionForSubject(req.principal!, req.query.idSubject, LINE_ECA),
      );
      app.get('/api/v1/subscription/get-extracurr-sub-status', { onRequest: [required], schema: { tags, security, summary: 'Extra-curricular subject cards' } }, (req) =>
        courses.extraCurrSubStatus(req.principal!),
      );
      for (const v of ['v1', 'v2', 'v3'] as const) {
        app.get(
          `/api/${v}/subscription/subject-info`,
          { onRequest: [v === 'v1' ? optional : required], schema: { tags, security, summary: `Subject chapters with access and completion (${v}${v === 'v3' ? ', with quiz availability' : ''})`, querystring: s.subjectInfoQuery } },
          (req) => courses.subjectInfo(req.principal ?? null, req.query, { quiz: v === 'v3', totals: false, requireSubscription: false }),
        );
      }
      app.get(
        '/api/v3/subscription/subject-chapter-list',
        { onRequest: [required], schema: { tags, security, summary: 'Subject chapters with totals (needs a subscription)', querystring: s.subjectInfoQuery } },
        (req) => courses.subjectInfo(req.principal!, req.query, { quiz: true, totals: true, requireSubscription: true }),
      );
      app.get(
        '/api/v4/subscription/subject-chapter-list',
        { onRequest: [required], schema: { tags, security, summary: 'Subject chapters with totals (no subscription needed)', querystring: s.subjectInfoQuery } },
        (req) => courses.subjectInfo(req.principal!, req.query, { quiz: true, totals: true, requireSubscription: false }),
      );
      app.get(
        '/api/v1/subscription/student-subject-progress',
        { onRequest: [required], schema: { tags, security, summary: "The student's progress in a subject", querystring: s.subjectInfoQuery } },
        (req) => courses.subjectInfo(req.principal!, req.query, { quiz: false, totals: true, requireSubscription: true }),
      );
      app.get('/api/v1/subscription/progress-status', { onRequest: [required], schema: { tags, security, summary: 'Per-chapter completion of a subscription', querystring: s.progressStatusQuery } }, (req) =>
        courses.progressStatus(req.principal!, req.query.idStudentSubscription),
      );
      app.get(
        '/api/v3/subscription/get-chapter-quiz-availability',
        { onRequest: [required], schema: { tags, security, summary: 'Is there a chapter quiz, and was the previous one attempted?', querystring: s.quizAvailabilityQuery } },
        (req) => courses.chapterQuizAvailability(req.principal!, req.query.idSubjectChapter, req.query.idStudentSubscription),
      );
      app.get('/api/v1/subscription/streaming-info', { onRequest: [optional], schema: { tags, summary: "A chapter's videos grouped by heading (public)", querystring: s.streamingInfoQuery } }, (req) =>
        courses.streamingInfo(req.principal ?? null, req.query),
      );
      app.get(
        '/api/v1/subscription/student-assigned-course',
        { onRequest: [required], schema: { tags, security, summary: 'Premium gate for one video (402 for basic students on locked chapters)', querystring: s.assignedCourseQuery } },
        (req) => courses.studentAssignedCourse(req.principal!, req.query.idOfflineVideoCourse),
      );
    }

    // ---------- assigned course ----------
    {
      const tags = ['assigned-course'];
      const pre = [required, ctx.auth.studentOrParent];
      app.get('/api/v1/assigned-course/get-student-summary', { onRequest: pre, schema: { tags, security, summary: "The student's learning summary", querystring: s.summaryQuery } }, (req) =>
        courses.studentSummary(req.principal!, req.query.idVlUser),
      );
      app.put(
        '/api/v1/assigned-course/video/:idStudentAssignedCourse',
        { onRequest: pre, schema: { tags, security, summary: 'Save watched seconds (forward only; completes near the end)', params: s.assignedPath, querystring: s.durationQuery } },
        (req) => courses.saveVideoDuration(req.principal!, req.params.idStudentAssignedCourse, req.query.duration),
      );
      app.get('/api/v1/assigned-course/continue-to-watch-videos', { onRequest: pre, schema: { tags, security, summary: 'Academic videos in progress, newest first' } }, (req) =>
        courses.continueWatching(req.principal!, LINE_ACADEMIC),
      );
      app.get('/api/v1/assigned-course/eca-continue-to-watch-videos', { onRequest: pre, schema: { tags, security, summary: 'Extra-curricular videos in progress, newest first' } }, (req) =>
        courses.continueWatching(req.principal!, LINE_ECA),
      );
      for (const path of ['/api/v1/assigned-course/otp', '/api/v1/assigned-course/download/video']) {
        app.get(path, { onRequest: pre, schema: { tags, security, summary: 'One-time playback token (HTTP 201)', querystring: s.videoIdQuery } }, (req) => courses.videoOtp(req.principal!, req.query.videoId));
      }
    }

    // ---------- offline course ----------
    {
      const tags = ['offline-course'];
      app.get(
        '/api/v1/offlineCourse/chapter-based-video',
        { onRequest: [required], schema: { tags, security, summary: "A chapter's videos with the student's progress", querystring: s.chapterVideoQuery } },
        (req) => courses.chapterBasedVideo(req.principal!, req.query.idStudentSubscription, req.query.idSubjectChapter),
      );
      app.get('/api/v1/offlineCourse/headings', { onRequest: [required], schema: { tags, security, summary: "A chapter's video headings", querystring: s.headingsQuery } }, (req) =>
        courses.headings(req.query.idSubjectChapter),
      );
      app.get(
        '/api/v1/offlineCourse/getOfflineVideoCourseBasedOnproduct/:idSubject/:idSubjectChapter/:idSyllabus/:idClassStandard/:idState',
        { onRequest: [required], schema: { tags, security, summary: "A chapter's videos for a product", params: s.byProductPath } },
        (req) => courses.videosByProduct(req.params),
      );
      app.post('/api/v1/offlineCourse/save-video-ratings', { onRequest: [required, student], schema: { tags, security, summary: 'Rate a video (once)', body: s.ratingBody } }, (req) =>
        courses.saveRating(req.principal!, req.body),
      );
      app.put('/api/v1/offlineCourse/update-video-ratings', { onRequest: [required, student], schema: { tags, security, summary: 'Change my rating', body: s.ratingBody } }, (req) =>
        courses.updateRating(req.principal!, req.body),
      );
      app.get('/api/v1/offlineCourse/get-video-ratings', { onRequest: [required, student], schema: { tags, security, summary: 'My rating of a video', querystring: s.assignedCourseQuery } }, (req) =>
        courses.getRating(req.principal!, req.query.idOfflineVideoCourse),
      );
      app.get('/api/v1/offlineCourse/is-rating-available', { onRequest: [required, student], schema: { tags, security, summary: 'Have I rated this video?', querystring: s.assignedCourseQuery } }, (req) =>
        courses.isRatingAvailable(req.principal!, req.query.idOfflineVideoCourse),
      );
      app.get('/api/v1/offlineCourse/average-video-ratings', { onRequest: [required], schema: { tags, security, summary: "A video's average rating", querystring: s.assignedCourseQuery } }, (req) =>
        courses.averageRating(req.query.idOfflineVideoCourse),
      );
      app.get('/api/v1/offlineCourse/', { onRequest: [required], schema: { tags, security, summary: 'Offline videos of my class and the extra-curricular catalogue (a bare list, no envelope)' } }, (req) =>
        courses.offlineVideoList(req.principal!),
      );
      app.get('/api/v1/offlineCourse/:idOfflineVideoCourse', { onRequest: [required], schema: { tags, security, summary: 'One video', params: s.offlineIdPath } }, (req) =>
        courses.offlineVideo(req.principal!, req.params.idOfflineVideoCourse),
      );
    }

    // ---------- tickets and teachers ----------
    app.post('/api/v1/ticket/save-ticket', { onRequest: [required], schema: { tags: ['ticket'], security, summary: 'Report an issue with a video', body: s.ticketBody } }, (req) =>
      courses.saveTicket(req.principal!, req.body),
    );
    app.get('/api/v1/ticket/get-issue-category', { onRequest: [required], schema: { tags: ['ticket'], security, summary: 'Issue categories' } }, () => courses.issueCategories());
    app.get('/api/v1/teacher/teacher-by-category', { schema: { tags: ['teacher'], summary: 'Teachers of a category (public)', querystring: s.teacherQuery } }, (req) =>
      courses.teachersByCategory(req.query.category),
    );

    // ---------- live classes (/api/v1/liveClass) and free live classes ----------
    {
      const tags = ['live-class'];
      const L = '/api/v1/liveClass';
      // Demo data: the seeded classes follow the clock (live now stays live while the server runs).
      const preHandler = async () => liveClock.ensureCurrent();
      app.get(`${L}/all-academic-live`, { preHandler, onRequest: [required], schema: { tags, security, summary: "Running classes of the student's class", querystring: s.liveListQuery } }, (req) =>
        live.academicLive(req.principal!, req.query.idLiveClassCategory, req.query.idLanguage, req.query.idSubject),
      );
      app.get(`${L}/all-academic-upcoming`, { preHandler, onRequest: [required], schema: { tags, security, summary: "Upcoming classes of the student's class", querystring: s.liveListQuery } }, (req) =>
        live.academicUpcoming(req.principal!, req.query.idLiveClassCategory, req.query.idLanguage, req.query.idSubject),
      );
      app.get(`${L}/all-broadcasted-class`, { preHandler, onRequest: [required], schema: { tags, security, summary: "Recorded classes of the student's class (page of 12)", querystring: s.broadcastedQuery } }, (req) =>
        live.broadcastedForStudent(req.principal!, req.query.idLanguage, req.query.idSubject, req.query.pageNumber),
      );
      app.get(`${L}/all-broadcast`, { preHandler, schema: { tags, summary: 'Recorded classes of class standards (page of 12)', querystring: s.broadcastQuery } }, (req) =>
        live.broadcastForClasses(req.query.IdClassStandards, req.query.pageNumber),
      );
      app.get(`${L}/all-extra-cur-webcasted`, { preHandler, schema: { tags, summary: 'Recorded extra-curricular classes (page of 12)', querystring: s.pageQuery } }, (req) => live.extraCurWebcasted(req.query.pageNumber));
      app.get(`${L}/allcategory-live-classes`, { preHandler, schema: { tags, summary: 'Live and upcoming classes of a class standard and category', querystring: s.categoryLiveQuery } }, (req) =>
        live.allCategoryLive(req.query.idClassStandard, req.query.idLiveClassCategory),
      );
      app.get(`${L}/fetch-allclass-ByIdClassStandard`, { preHandler, schema: { tags, summary: 'Every class of a class standard in the last year', querystring: s.classStandardQuery } }, (req) =>
        live.allByClassStandard(req.query.idClassStandard),
      );
      app.get(`${L}/getAllLiveClassCategories`, { preHandler, schema: { tags, summary: 'Live class categories' } }, () => live.categories());
      app.get(`${L}/getLiveClassDetails`, { preHandler, onRequest: [required], schema: { tags, security, summary: 'One class (401 other class/language, 402 premium, 406 recording without subscription)', querystring: s.liveIdQuery } }, (req) =>
        live.details(req.principal!, req.query.idLiveClass),
      );
      app.get(`${L}/notify-for-upcoming-live-class`, { preHandler, onRequest: [required], schema: { tags, security, summary: 'Remind me before an upcoming class', querystring: s.notifyQuery } }, (req) =>
        live.notify(req.principal!, req.query.idVlUser, req.query.idLiveClass),
      );
      app.post(`${L}/sync-live-class-watched-history`, { preHandler, onRequest: [required], schema: { tags, security, summary: 'Record that I watched a class', querystring: s.liveIdQuery } }, (req) =>
        live.syncHistory(req.principal!, req.query.idLiveClass),
      );
      app.put(`${L}/update-watched-history`, { preHandler, onRequest: [required], schema: { tags, security, summary: 'Save watched seconds of a class', querystring: s.updateHistoryQuery } }, (req) =>
        live.updateHistory(req.principal!, req.query.idLiveClass, req.query.watchedDuration),
      );
      app.get(`${L}/get-all-live-class-watched-history`, { preHandler, onRequest: [optional], schema: { tags, security, summary: 'My watched classes grouped by category', querystring: s.historyQuery } }, (req) =>
        live.history(req.principal ?? null, req.query.pageNumber, req.query.idSubject, req.query.idLanguage, req.query.type),
      );
      // Older list variants (before/after login, other classes, per class, next class).
      const variants = new LiveVariantService(ctx);
      for (const kind of ['live', 'upcoming'] as const) {
        app.get(`${L}/before-login-academic-${kind}`, { preHandler, schema: { tags, summary: `${kind} classes before login (filters optional, -1 = any)`, querystring: s.beforeLoginLiveQuery } }, (req) =>
          variants.beforeLogin(kind, req.query),
        );
        app.get(`${L}/otherclass_${kind}_before_login`, { preHandler, schema: { tags, summary: `${kind} classes of other class standards, before login`, querystring: s.otherClassBeforeLoginQuery } }, (req) =>
          variants.otherClassBeforeLogin(kind, req.query),
        );
        app.get(`${L}/after-login-academic-${kind}`, { preHandler, onRequest: [required], schema: { tags, security, summary: `${kind} classes of my class`, querystring: s.afterLoginLiveQuery } }, (req) =>
          variants.afterLogin(req.principal!, kind, req.query.idLiveClassCategory, req.query.idLanguage),
        );
        app.get(`${L}/after-login-otherclass-${kind}`, { preHandler, onRequest: [required], schema: { tags, security, summary: `${kind} classes of other class standards than mine`, querystring: s.otherClassQuery } }, (req) =>
          variants.afterLoginOtherClass(req.principal!, kind, req.query.idLiveClassCategory, req.query.idSubject),
        );
        app.get(`${L}/extracur-otherclass-${kind}`, { preHandler, schema: { tags, summary: `${kind} extra-curricular classes`, querystring: s.otherClassQuery } }, (req) =>
          variants.extraCurOtherClass(kind, req.query.idLiveClassCategory, req.query.idSubject),
        );
      }
      app.get(`${L}/getLiveAcademicClasses`, { preHandler, schema: { tags, summary: 'Running classes of a class standard', querystring: s.categoryLiveQuery } }, (req) =>
        variants.academicByClass('live', req.query.idClassStandard, req.query.idLiveClassCategory),
      );
      app.get(`${L}/getUpcomingAcademicClasses`, { preHandler, schema: { tags, summary: 'Upcoming classes of a class standard', querystring: s.categoryLiveQuery } }, (req) =>
        variants.academicByClass('upcoming', req.query.idClassStandard, req.query.idLiveClassCategory),
      );
      app.get(`${L}/getLiveExtraCurricular`, { preHandler, schema: { tags, summary: 'Running extra-curricular classes', querystring: s.categoryOnlyQuery } }, (req) =>
        variants.extraCurricular('live', req.query.idLiveClassCategory),
      );
      app.get(`${L}/getUpcomingExtraCurricular`, { preHandler, schema: { tags, summary: 'Upcoming extra-curricular classes', querystring: s.categoryOnlyQuery } }, (req) =>
        variants.extraCurricular('upcoming', req.query.idLiveClassCategory),
      );
      app.get(`${L}/future-class/`, { preHandler, schema: { tags, summary: 'The next class that has not started' } }, () => variants.futureClass());
      app.get('/api/v1/free-live-class', { preHandler, onRequest: [required], schema: { tags, security, summary: 'Free live classes with filters (page of 12)', querystring: s.freeLiveQuery } }, (req) =>
        live.freeLiveClasses(req.principal!, req.query),
      );
    }
  },
});
