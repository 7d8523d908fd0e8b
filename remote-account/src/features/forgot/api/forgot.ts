import { call } from '@app/shared';

export interface ForgotVerifyData {
  userSurId: number;
  forgotPasswordUsername: string;
  resetLink: string;
  randomString: string;
}

export function sendForgotOtp(mobile: string) {
  return call<boolean>('v1', { method: 'POST', url: '/lead/forgot-password-sendotp', params: { mobile }, skipErrorToast: true });
}

export function verifyForgotOtp(mobile: string, otp: string) {
  return call<ForgotVerifyData>('v1', { method: 'POST', url: '/lead/forgot-password-verifyotp', params: { mobile, otp }, skipErrorToast: true });
}

export function setNewPassword(q: { userSurId: string; randomString: string; forgotPasswordUsername: string }, newPassword: string) {
  return call<unknown>('v1', { method: 'GET', url: '/auth/verify-forgot-password', params: { ...q, newPassword }, skipErrorToast: true });
}
