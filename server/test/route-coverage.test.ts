/**
 * Completeness and access audit of the route table.
 *
 * EXPECTED lists every call of the product spec's section 7 and every path of api-contract.md
 * sections 2-9 (method, path, and whether the contract makes it public). The first test fails
 * when one is missing from the server; the second walks the server's whole route table without a
 * token: public calls must not be refused for lack of a token, every other call must answer 401
 * (Spring's JSON; or, on the contract's permitAll URL prefixes, the 401 "Access Denied" Document
 * the original's @PreAuthorize gave anonymous callers).
 */
import { call, startServer, type TestServer } from './helpers.js';

type Access = 'public' | 'auth';
const P: Access = 'public';
const A: Access = 'auth';

// [method, path, access]; `{x}` marks a path parameter.
const EXPECTED: Array<[string, string, Access]> = [
  // 2. Auth, JWT, OTP and sessions
  ['POST', '/api/v1/authorize/refreshtoken', P],
  ['POST', '/api/v1/logout/', A],
  ['POST', '/api/v1/logout/devices', A],
  ['POST', '/api/v1/auth/login', P],
  ['POST', '/api/v1/auth/login/send-otp', P],
  ['POST', '/api/v1/auth/login/verify', P],
  ['GET', '/api/v1/auth/check/username', P],
  ['GET', '/api/v1/auth/getCorrespondingIds', A],
  ['GET', '/api/v1/auth/reset-password', A],
  ['POST', '/api/v3/auth/reset-password', A],
  ['GET', '/api/v1/auth/forgot-password', P],
  ['GET', '/api/v1/auth/verify-forgot-password', P],
  ['GET', '/api/v1/auth/languages', P],
  ['GET', '/api/v1/auth/loggedin-devices', A],
  ['GET', '/api/v1/auth/devices-history', A],
  ['POST', '/api/v1/auth/new-signup', P],
  ['POST', '/api/v2/auth/new-signup', P],
  ['POST', '/api/v3/auth/new-signup', P],
  ['POST', '/api/v3/auth/new-auth-signup', P],
  ['POST', '/api/v3/auth/save-info-post-signup', A],
  ['POST', '/api/v1/auth/google-oauth-login', P],
  ['POST', '/api/v2/auth/google-oauth-login', P],
  ['POST', '/api/v3/auth/google-oauth-login', P],
  ['POST', '/api/v1/auth/google-oauth-signup', P],
  ['POST', '/api/v3/auth/google-oauth-signup', P],
  ['GET', '/api/v1/auth/new-signup-reset-password', A],
  ['GET', '/api/v1/auth/get-subscription-click-status', A],
  ['POST', '/api/v1/auth/save-subscription-click-details', A],
  ['PUT', '/api/v1/auth/reset-max-attempts', A],
  ['POST', '/api/v1/lead/sendotp', P],
  ['POST', '/api/v1/lead/verifyotp', P],
  ['POST', '/api/v1/lead/forgot-password-sendotp', P],
  ['POST', '/api/v1/lead/forgot-password-verifyotp', P],
  ['GET', '/api/v1/lead/checkMobileNumberExistence', P],
  // 3. User and profile
  ['GET', '/api/v1/user/status', A],
  ['GET', '/api/v2/user/status', A],
  ['GET', '/api/v1/user/user-profile', A],
  ['PUT', '/api/v1/user/user-profile', A],
  ['GET', '/api/v1/student/medium', P],
  // 4. Reference data
  ['GET', '/api/v1/state/list', P],
  ['GET', '/api/v1/classStandard/', P],
  ['GET', '/api/v1/classStandard/academic-list', P],
  ['GET', '/api/v1/syllabus/', P],
  ['GET', '/api/v1/language/list', A],
  ['GET', '/api/v1/subject/list', P],
  ['GET', '/api/v1/subject/{idSubject}/chapters', P],
  ['GET', '/api/v1/subject/academic', P],
  ['GET', '/api/v1/subject/academic/list', P],
  ['GET', '/api/v1/subject/eca', P],
  ['GET', '/api/v1/subject/exam-preparation', A],
  ['GET', '/api/v1/subject/vct', A],
  // 5. Live classes, free live classes, teachers
  ['GET', '/api/v1/liveClass/all-academic-live', A],
  ['GET', '/api/v1/liveClass/all-academic-upcoming', A],
  ['GET', '/api/v1/liveClass/after-login-academic-live', A],
  ['GET', '/api/v1/liveClass/after-login-academic-upcoming', A],
  ['GET', '/api/v1/liveClass/after-login-otherclass-live', A],
  ['GET', '/api/v1/liveClass/after-login-otherclass-upcoming', A],
  ['GET', '/api/v1/liveClass/before-login-academic-live', P],
  ['GET', '/api/v1/liveClass/before-login-academic-upcoming', P],
  ['GET', '/api/v1/liveClass/otherclass_live_before_login', P],
  ['GET', '/api/v1/liveClass/otherclass_upcoming_before_login', P],
  ['GET', '/api/v1/liveClass/extracur-otherclass-live', P],
  ['GET', '/api/v1/liveClass/extracur-otherclass-upcoming', P],
  ['GET', '/api/v1/liveClass/getLiveAcademicClasses', P],
  ['GET', '/api/v1/liveClass/getUpcomingAcademicClasses', P],
  ['GET', '/api/v1/liveClass/getLiveExtraCurricular', P],
  ['GET', '/api/v1/liveClass/getUpcomingExtraCurricular', P],
  ['GET', '/api/v1/liveClass/future-class/', P],
  ['GET', '/api/v1/liveClass/getAllLiveClassCategories', P],
  ['GET', '/api/v1/liveClass/all-broadcasted-class', A],
  ['GET', '/api/v1/liveClass/all-broadcast', P],
  ['GET', '/api/v1/liveClass/all-extra-cur-webcasted', P],
  ['GET', '/api/v1/liveClass/allcategory-live-classes', P],
  ['GET', '/api/v1/liveClass/fetch-allclass-ByIdClassStandard', P],
  ['GET', '/api/v1/liveClass/getLiveClassDetails', A],
  ['GET', '/api/v1/liveClass/notify-for-upcoming-live-class', A],
  ['POST', '/api/v1/liveClass/sync-live-class-watched-history', A],
  ['PUT', '/api/v1/liveClass/update-watched-history', A],
  ['GET', '/api/v1/liveClass/get-all-live-class-watched-history', P], // anonymous → 401 Document "Invalid User Authentication access!"
  ['GET', '/api/v1/free-live-class', A],
  ['GET', '/api/v1/teacher/teacher-by-category', P],
  // 6. Discover (public)
  ['GET', '/api/v1/discover/getFeaturedVideos', P],
  ['GET', '/api/v1/discover/getTop10Latestvideos', P],
  ['GET', '/api/v1/discover/getAllCategories', P],
  ['GET', '/api/v1/discover/getDiscoverVideosByCategory/{id}', P],
  ['GET', '/api/v1/discover/getDiscoverVideosByCategory/{id}/{language}', P],
  ['GET', '/api/v1/discover/getAllLatestVideosOnLanguage/{language}', P],
  ['GET', '/api/v1/discover/getLanguages', P],
  ['GET', '/api/v1/discover/latest-videos/{id}', P],
  ['GET', '/api/v1/discover/latest-videos/{id}/{language}', P],
  ['GET', '/api/v1/discover/videos/{id}', P],
  ['GET', '/api/v1/discover/all-latest-videos/{id}', P],
  ['GET', '/api/v1/discover/all-videos/{id}', P],
  ['GET', '/api/v1/discover/similar/{id}', P],
  ['GET', '/api/v1/discover/searchDiscoverVideo', P],
  ['GET', '/api/v1/discover/category/{id}', P],
  ['GET', '/api/v1/discover/discover-video/{id}', P],
  // 7. Subscription, courses, products and offers
  ['GET', '/api/v1/subscription/user-subscription-postlogin', A],
  ['GET', '/api/v1/subscription/check-subscription-details', A],
  ['GET', '/api/v1/subscription/check-user-subscription', A],
  ['GET', '/api/v1/subscription/get-subscribed-product', A],
  ['GET', '/api/v2/subscription/get-subscribed-product', A],
  ['GET', '/api/v1/subscription/get-sub-status', A],
  ['GET', '/api/v2/subscription/get-sub-status', A],
  ['GET', '/api/v1/subscription/', A],
  ['GET', '/api/v1/subscription/extra-curr', A],
  ['GET', '/api/v1/subscription/get-extracurr-sub-status', A],
  ['GET', '/api/v1/subscription/getOrderDetails', A],
  ['GET', '/api/v1/subscription/checkExistingSubOrCreate/{idUser}/{idProduct}', A],
  ['GET', '/api/v1/subscription/subject-info', P],
  ['GET', '/api/v2/subscription/subject-info', A],
  ['GET', '/api/v3/subscription/subject-info', A],
  ['GET', '/api/v3/subscription/subject-chapter-list', A],
  ['GET', '/api/v4/subscription/subject-chapter-list', A],
  ['GET', '/api/v1/subscription/student-subject-progress', A],
  ['GET', '/api/v1/subscription/progress-status', A],
  ['GET', '/api/v3/subscription/get-chapter-quiz-availability', A],
  ['GET', '/api/v1/subscription/streaming-info', P],
  ['GET', '/api/v1/subscription/student-assigned-course', A],
  ['POST', '/api/v2/subscription/user-newsubscription', A],
  ['GET', '/api/v1/assigned-course/get-student-summary', A],
  ['PUT', '/api/v1/assigned-course/video/{idStudentAssignedCourse}', A],
  ['GET', '/api/v1/assigned-course/continue-to-watch-videos', A],
  ['GET', '/api/v1/assigned-course/eca-continue-to-watch-videos', A],
  ['GET', '/api/v1/assigned-course/otp', A],
  ['GET', '/api/v1/assigned-course/download/video', A],
  ['GET', '/api/v2/Product/user-subscription-product', P],
  ['GET', '/api/v2/Product/new-auth-subscription-plans', P],
  ['GET', '/api/v1/Product/list', A],
  ['GET', '/api/v1/Product/', A],
  ['GET', '/api/v1/special-offer/get-coupon-description', P],
  // 8. Quiz, exam preparation, VCT and chatbot
  ['GET', '/api/v1/quiz/{quizId}/questions', A],
  ['GET', '/api/v1/quiz/product/{idProduct}/subject/{idSubject}/questions', A],
  ['GET', '/api/v1/quiz/product/{idProduct}/subject/{idSubject}/chapter/{idSubjectChapter}/questions', A],
  ['GET', '/api/v1/quiz/product/{idProduct}/subject/{idSubject}/chapter/{idSubjectChapter}/exam-prep-questions', A],
  ['POST', '/api/v1/quiz/student/submit', A],
  ['POST', '/api/v1/quiz/student/submit-chapterwise', A],
  ['GET', '/api/v1/quiz/getStudentSubjectWiseScore', A],
  ['GET', '/api/v1/quiz/getStudentChapterWiseScore', A],
  ['GET', '/api/v1/quiz/student-chapter-wise-score', A],
  ['GET', '/api/v1/quiz/student-chapter-quiz-review', A],
  ['GET', '/api/v1/quiz/getQuizReview', A],
  ['GET', '/api/v1/quiz/getChapterWiseQuizReview', A],
  ['GET', '/api/v1/quiz/vct-questions', A],
  ['POST', '/api/v1/quiz/student/vct-submit', A],
  ['GET', '/api/v1/quiz/student/vct-review', A],
  ['GET', '/api/v1/quiz/student/vct-report-card', A],
  ['GET', '/api/v1/quiz/vct-subject-review', A],
  ['GET', '/api/v1/quiz/vct-report-is-exist', A],
  ['GET', '/api/v1/quiz/vct-result-and-ranking', A],
  ['GET', '/api/v1/quiz/student/vct-result-and-ranking', A],
  ['POST', '/api/v1/quiz/save-chatbot-qa', A],
  ['GET', '/api/v1/quiz/get-chatbot-qa', A],
  ['DELETE', '/api/v1/quiz/delete-chatbot-qa', A],
  // 9. Offline course, social video, share, tickets and notifications
  ['GET', '/api/v1/offlineCourse/', A],
  ['GET', '/api/v1/offlineCourse/{idOfflineVideoCourse}', A],
  ['GET', '/api/v1/offlineCourse/headings', A],
  ['GET', '/api/v1/offlineCourse/getOfflineVideoCourseBasedOnproduct/{idSubject}/{idSubjectChapter}/{idSyllabus}/{idClassStandard}/{idState}', A],
  ['GET', '/api/v1/offlineCourse/chapter-based-video', A],
  ['POST', '/api/v1/offlineCourse/save-video-ratings', A],
  ['PUT', '/api/v1/offlineCourse/update-video-ratings', A],
  ['GET', '/api/v1/offlineCourse/get-video-ratings', A],
  ['GET', '/api/v1/offlineCourse/average-video-ratings', A],
  ['GET', '/api/v1/offlineCourse/is-rating-available', A],
  ['GET', '/api/v1/social-video/', P],
  ['GET', '/api/v1/social-video/category', P],
  ['GET', '/api/v1/social-video/category/{id}/videos', P],
  ['GET', '/api/v1/social-video/id/{id}', P],
  ['GET', '/api/v1/social-video/latest', P],
  ['POST', '/api/v1/social-video/{id}/like-dislike', A],
  ['PUT', '/api/v1/social-video/{id}/view-count', A],
  ['POST', '/api/v1/social-video/{id}/comment', A],
  ['GET', '/api/v1/social-video/get-social-videos', A],
  ['POST', '/api/v1/social-video/{vid}/social-video-log', A],
  ['POST', '/api/v1/share/get-link', A],
  ['GET', '/api/v1/share/{id}', P],
  ['PUT', '/api/v1/share/{id}', P],
  ['POST', '/api/v1/ticket/save-ticket', A],
  ['GET', '/api/v1/ticket/get-issue-category', A],
  ['GET', '/api/v1/user-notification/', A],
  ['PUT', '/api/v1/user-notification/', A],
  ['DELETE', '/api/v1/user-notification/', A],
  // Spec section 7 "Other": the browser's self-hosted platform ports.
  ['POST', '/api/v1/platform/feedback', A],
  ['POST', '/api/v1/platform/screenshots', A],
  ['GET', '/api/v1/platform/remote-config', P],
  ['POST', '/api/v1/platform/counters/{collection}/{document}/increment', A],
  ['POST', '/api/v1/platform/errors', P],
  // Assistant service.
  ['POST', '/openai/chat', A],
];

/** Routes of our own beyond the contract that are public on purpose. */
const EXTRA_PUBLIC = new Set([
  'GET /api/dev/outbox', // development only (absent in production)
  'GET /api/v1/payment/test-gateway/checkout', // the test gateway's HTML page (signed link)
  'POST /api/v1/payment/test-gateway/complete',
  'GET /api/openapi.json',
  'GET /healthz',
  'GET /app-config.json',
  'GET /api/v2/auth/languages', // the contract's /api/v{1,2,3}/auth/** are public
  'GET /api/v3/auth/languages',
]);
/** The OpenAPI UI and documents. */
const PUBLIC_PREFIXES = ['/api/docs'];

/** The contract's permitAll URL prefixes (anonymous callers reach the handler; @PreAuthorize may refuse them). */
const PERMIT_ALL = [
  /^\/api\/v[123]\/auth\//,
  /^\/api\/v1\/authorize\/refreshtoken$/,
  /^\/api\/v1\/(classStandard|state|syllabus|lead|discover|liveClass|share)\//,
  /^\/api\/v1\/subject\//, // "most of /api/v1/subject/*" is public; exam-preparation and vct are STUDENT
];

const norm = (path: string) =>
  path
    .replace(/\{[^}]+\}/g, ':p')
    .replace(/:[A-Za-z_][A-Za-z0-9_]*/g, ':p')
    .replace(/\/+$/, '') || '/';
const key = (method: string, path: string) => `${method} ${norm(path)}`;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

test('every call of spec section 7 and api-contract sections 2-9 has a route', () => {
  const have = new Set(server.app.routeTable.map((r) => key(r.method, r.url)));
  const missing = EXPECTED.filter(([m, p]) => !have.has(key(m, p))).map(([m, p]) => `${m} ${p}`);
  expect(missing).toEqual([]);
});

test('the OpenAPI document lists every expected call', async () => {
  const res = await call(server, 'GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  const documented = new Set<string>();
  for (const [p, ops] of Object.entries<Record<string, unknown>>(res.body.paths)) {
    for (const m of Object.keys(ops)) documented.add(key(m.toUpperCase(), p));
  }
  const missing = EXPECTED.filter(([m, p]) => !documented.has(key(m, p))).map(([m, p]) => `${m} ${p}`);
  expect(missing).toEqual([]);
});

function isSpring401(body: any, path: string): boolean {
  return (
    body &&
    body.status === 401 &&
    body.error === 'Unauthorized' &&
    body.message === "You're session has it expired (or) you have invalid access token" &&
    body.path === path &&
    typeof body.timestamp === 'string'
  );
}
const isAccessDenied = (body: any) =>
  body && body.statusCode === 401 && body.data === null && body.message === "Access Denied, you don't have access to this resource";

test('without a token: public calls are answered, every other route answers 401', async () => {
  const publicKeys = new Set([...EXPECTED.filter(([, , a]) => a === 'public').map(([m, p]) => key(m, p)), ...[...EXTRA_PUBLIC].map((s) => key(s.split(' ')[0]!, s.split(' ')[1]!))]);
  const problems: string[] = [];
  const seen = new Set<string>();
  const routes = server.app.routeTable.filter((r) => r.url.startsWith('/api/') || r.url.startsWith('/openai/'));
  expect(routes.length).toBeGreaterThan(150);
  for (const r of routes) {
    const k = key(r.method, r.url);
    if (seen.has(k) || r.url.includes('*') || PUBLIC_PREFIXES.some((p) => r.url.startsWith(p))) continue;
    seen.add(k);
    const path = r.url.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '1');
    const init: { body?: unknown } = ['POST', 'PUT', 'PATCH'].includes(r.method) ? { body: {} } : {};
    const res = await call(server, r.method, path, init);
    if (publicKeys.has(k)) {
      if (isSpring401(res.body, path) || isAccessDenied(res.body)) problems.push(`${k}: public but refused anonymous (${res.status})`);
    } else if (res.status !== 401) {
      problems.push(`${k}: answered ${res.status} without a token`);
    } else if (PERMIT_ALL.some((re) => re.test(path)) ? !(isSpring401(res.body, path) || isAccessDenied(res.body)) : !isSpring401(res.body, path)) {
      problems.push(`${k}: 401 without the contract's body: ${res.text.slice(0, 120)}`);
    }
  }
  expect(problems).toEqual([]);
});
