import { call, type LoginData } from '@app/shared';
import { deviceId } from './device';
import type { CartSummary } from './payment';
import type { PlanChoice } from './plans';

/** Signup calls shared by the signup and guest flows. */

/** GET /lead/checkMobileNumberExistence: data true when the number is taken. */
export function checkMobileExists(mobile: string) {
  return call<boolean>('v1', { method: 'GET', url: '/lead/checkMobileNumberExistence', params: { mobile }, skipErrorToast: true });
}

/** GET /auth/check/username: data true when the user name is TAKEN. */
export function checkUsernameTaken(userName: string) {
  return call<boolean>('v1', { method: 'GET', url: '/auth/check/username', params: { userName }, skipErrorToast: true });
}

/** POST /lead/sendotp?mobile&name[&email]. */
export function sendSignupOtp(mobile: string, name: string, email?: string) {
  return call<boolean>('v1', { method: 'POST', url: '/lead/sendotp', params: { mobile, name, ...(email ? { email } : {}) }, skipErrorToast: true });
}

/** POST /lead/verifyotp?mobile&otp: checks the code, which the signup call then uses. */
export function verifySignupOtp(mobile: string, otp: string) {
  return call<boolean>('v1', { method: 'POST', url: '/lead/verifyotp', params: { mobile, otp }, skipErrorToast: true });
}

/** An empty e-mail is sent as null (spec). */
export const emailOrNull = (email: string): string | null => (email.trim() ? email.trim() : null);
/** The last name is sent as the text "null" (spec). */
export const LAST_NAME_TEXT = 'null';
export const ROLE = 'Student';
export const PLATFORM = 'web';

export interface NewSignupBody {
  firstName: string;
  lastName: string;
  username: string;
  email: string | null;
  password: string;
  mobileNumber: string;
  otp: string;
  role: string;
  idSyllabus: number;
  idStudentMedium: number;
  idClassStandard: number;
  idLanguage: number;
  idState: number;
  referralCode: string | null;
  platform: string;
  deviceId: string;
}

export interface SignupForm {
  name: string;
  username: string;
  email: string;
  password: string;
  mobile: string;
  otp: string;
  idSyllabus: number;
  idStudentMedium: number;
  idClassStandard: number;
  idLanguage: number;
  idState: number;
  referralCode: string;
}

/** The body of the full-form signup, with the spec's rules applied. */
export function newSignupBody(f: SignupForm): NewSignupBody {
  return {
    firstName: f.name.trim(),
    lastName: LAST_NAME_TEXT,
    username: f.username.trim(),
    email: emailOrNull(f.email),
    password: f.password,
    mobileNumber: f.mobile,
    otp: f.otp,
    role: ROLE,
    idSyllabus: f.idSyllabus,
    idStudentMedium: f.idStudentMedium,
    idClassStandard: f.idClassStandard,
    idLanguage: f.idLanguage,
    idState: f.idState,
    referralCode: f.referralCode.trim() || null,
    platform: PLATFORM,
    deviceId: deviceId(),
  };
}

/** POST /v3/auth/new-signup: creates the student (logged in on success). */
export function newSignup(f: SignupForm) {
  return call<LoginData>('v3', { method: 'POST', url: '/auth/new-signup', data: newSignupBody(f), skipErrorToast: true });
}

export interface NewAuthSignupBody {
  firstName: string;
  lastName: string;
  mobileNumber: string;
  otp: string;
  deviceId: string;
  couponCode: string | null;
  platform: string;
  signUpSource: string;
  plan?: PlanChoice;
}

export function newAuthSignupBody(f: { firstName: string; mobile: string; otp: string; couponCode: string; plan: PlanChoice | null }): NewAuthSignupBody {
  return {
    firstName: f.firstName.trim(),
    lastName: LAST_NAME_TEXT,
    mobileNumber: f.mobile,
    otp: f.otp,
    deviceId: deviceId(),
    couponCode: f.couponCode.trim() || null,
    platform: PLATFORM,
    signUpSource: PLATFORM,
    ...(f.plan ? { plan: f.plan } : {}),
  };
}

/** With a plan the server answers a cart summary (plus the new session); otherwise LoginData. */
export type NewAuthSignupData = LoginData | (CartSummary & { loginData: LoginData });

export function isCart(d: NewAuthSignupData): d is CartSummary & { loginData: LoginData } {
  return !!d && typeof d === 'object' && 'paymentParameters' in d && 'loginData' in d;
}

/** POST /v3/auth/new-auth-signup: the guest (mobile + OTP) signup. */
export function newAuthSignup(f: { firstName: string; mobile: string; otp: string; couponCode: string; plan: PlanChoice | null }) {
  return call<NewAuthSignupData>('v3', { method: 'POST', url: '/auth/new-auth-signup', data: newAuthSignupBody(f), skipErrorToast: true });
}
