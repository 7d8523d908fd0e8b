import type { RemoteId } from './remote-app';

/**
 * The product's route table: which remote owns each route, in which layout it shows and
 * who may reach it. The host builds its only router from this table; remotes build links
 * with `paths`, so no remote hard-codes another remote's URLs.
 */
export type LayoutId = 'auth' | 'dashboard' | 'challenger' | 'plain';
/**
 * private: a logged-in student with a complete profile.
 * guest: only without a session (login, signup, forgot password); logged-in users go to /.
 * onboarding: a logged-in student whose profile may be incomplete (validFlag false).
 * public: anyone (shared links).
 */
export type Access = 'private' | 'guest' | 'onboarding' | 'public';

export interface RouteDef {
  path: string;
  owner: RemoteId;
  layout: LayoutId;
  access: Access;
  /** i18n key (host namespace) of the page title shown in the top bar. */
  titleKey: string;
}

export const ROUTES = {
  home: { path: '/home', owner: 'learning', layout: 'dashboard', access: 'private', titleKey: 'title.home' },
  academics: { path: '/dashboard/academics', owner: 'learning', layout: 'dashboard', access: 'private', titleKey: 'title.academics' },
  buildingLegends: { path: '/dashboard/building-legends', owner: 'learning', layout: 'dashboard', access: 'private', titleKey: 'title.buildingLegends' },
  subject: { path: '/subject/:subType/:idSubject/:id', owner: 'learning', layout: 'dashboard', access: 'private', titleKey: 'title.subject' },
  content: { path: '/content/:id', owner: 'learning', layout: 'dashboard', access: 'private', titleKey: 'title.content' },
  liveClass: { path: '/live-class/:idLiveClass', owner: 'learning', layout: 'dashboard', access: 'private', titleKey: 'title.liveClass' },

  quizHub: { path: '/quiz', owner: 'quiz', layout: 'dashboard', access: 'private', titleKey: 'title.quiz' },
  chapterQuiz: { path: '/quiz/chapter/:idProduct/:idSubject/:idSubjectChapter', owner: 'quiz', layout: 'dashboard', access: 'private', titleKey: 'title.quiz' },
  subjectQuiz: { path: '/quiz/subject/:idProduct/:idSubject', owner: 'quiz', layout: 'dashboard', access: 'private', titleKey: 'title.quiz' },
  examPrep: { path: '/quiz/exam-prep/:idProduct/:idSubject/:idSubjectChapter', owner: 'quiz', layout: 'dashboard', access: 'private', titleKey: 'title.examPrep' },
  vocationalTest: { path: '/quiz/vocational/:idProduct', owner: 'quiz', layout: 'dashboard', access: 'private', titleKey: 'title.vocational' },
  vocationalReport: { path: '/quiz/vocational/:idProduct/report', owner: 'quiz', layout: 'dashboard', access: 'private', titleKey: 'title.vocational' },
  challengerTest: { path: '/quiz/challenger/:idProduct', owner: 'quiz', layout: 'challenger', access: 'private', titleKey: 'title.challenger' },
  quizReview: { path: '/quiz/review/:kind/:id', owner: 'quiz', layout: 'dashboard', access: 'private', titleKey: 'title.review' },
  result: { path: '/result', owner: 'quiz', layout: 'dashboard', access: 'private', titleKey: 'title.result' },

  shorts: { path: '/social-video', owner: 'social', layout: 'dashboard', access: 'private', titleKey: 'title.shorts' },
  discover: { path: '/discover', owner: 'social', layout: 'dashboard', access: 'private', titleKey: 'title.discover' },
  share: { path: '/share/:idShare', owner: 'social', layout: 'plain', access: 'public', titleKey: 'title.share' },

  login: { path: '/login', owner: 'account', layout: 'auth', access: 'guest', titleKey: 'title.login' },
  forgot: { path: '/forgot', owner: 'account', layout: 'auth', access: 'guest', titleKey: 'title.forgot' },
  forgotVerifyOtp: { path: '/forgot/verify-otp', owner: 'account', layout: 'auth', access: 'guest', titleKey: 'title.forgot' },
  forgotResetPassword: { path: '/forgot/reset-password', owner: 'account', layout: 'auth', access: 'guest', titleKey: 'title.forgot' },
  signup: { path: '/signup', owner: 'account', layout: 'auth', access: 'guest', titleKey: 'title.signup' },
  signupVerifyOtp: { path: '/signup/verify-otp', owner: 'account', layout: 'auth', access: 'guest', titleKey: 'title.signup' },
  signupBasicDetails: { path: '/signup/basic-details', owner: 'account', layout: 'auth', access: 'guest', titleKey: 'title.signup' },
  guest: { path: '/guest', owner: 'account', layout: 'auth', access: 'guest', titleKey: 'title.signup' },
  guestVerifyOtp: { path: '/guest/verify-otp', owner: 'account', layout: 'auth', access: 'guest', titleKey: 'title.signup' },
  guestUpdateProfile: { path: '/guest/update-profile', owner: 'account', layout: 'plain', access: 'onboarding', titleKey: 'title.updateProfile' },
  guestPayment: { path: '/guest/payment', owner: 'account', layout: 'plain', access: 'onboarding', titleKey: 'title.payment' },
  guestSuccess: { path: '/guest/success', owner: 'account', layout: 'plain', access: 'onboarding', titleKey: 'title.signupSuccess' },
  profile: { path: '/profile', owner: 'account', layout: 'dashboard', access: 'private', titleKey: 'title.profile' },
  devices: { path: '/profile/devices', owner: 'account', layout: 'dashboard', access: 'private', titleKey: 'title.devices' },
  plans: { path: '/plans', owner: 'account', layout: 'dashboard', access: 'private', titleKey: 'title.plans' },
  notifications: { path: '/notifications', owner: 'account', layout: 'dashboard', access: 'private', titleKey: 'title.notifications' },
} as const satisfies Record<string, RouteDef>;

export type RouteId = keyof typeof ROUTES;
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
export type RouteParams<R extends RouteId> = { [K in ParamNames<(typeof ROUTES)[R]['path']>]: string | number };

/** Builds the URL of a route: `buildPath('subject', { subType: 'academic', idSubject: 1, id: 3 })`. */
export function buildPath<R extends RouteId>(
  id: R,
  ...[params, query]: ParamNames<(typeof ROUTES)[R]['path']> extends never
    ? [params?: Record<string, never>, query?: Record<string, string | number | undefined>]
    : [params: RouteParams<R>, query?: Record<string, string | number | undefined>]
): string {
  let path: string = ROUTES[id].path;
  for (const [k, v] of Object.entries((params ?? {}) as Record<string, string | number>)) {
    path = path.replace(`:${k}`, encodeURIComponent(String(v)));
  }
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

/** Shorthand route builders for the common ones. */
export const paths = {
  root: () => '/',
  home: () => buildPath('home'),
  login: (redirectPath?: string) => buildPath('login', {}, { redirect_path: redirectPath }),
  subject: (subType: string, idSubject: string | number, id: string | number) => buildPath('subject', { subType, idSubject, id }),
  content: (id: string | number) => buildPath('content', { id }),
  share: (idShare: string) => buildPath('share', { idShare }),
  notifications: () => buildPath('notifications'),
  plans: () => buildPath('plans'),
  profile: () => buildPath('profile'),
  result: () => buildPath('result'),
  guestUpdateProfile: () => buildPath('guestUpdateProfile'),
};

/** Paths a logged-in user must not visit (they go to /). */
export function isGuestOnlyPath(pathname: string): boolean {
  return /^\/(login|forgot|signup)(\/|$)/.test(pathname) || /^\/guest(\/verify-otp)?\/?$/.test(pathname);
}
