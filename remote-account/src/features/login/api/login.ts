import { call, type LoginData } from '@app/shared';
import { deviceId } from '../../../lib/device';

export function loginWithPassword(usernameOrEmail: string, password: string) {
  return call<LoginData>('v1', { method: 'POST', url: '/auth/login', data: { usernameOrEmail, password, deviceId: deviceId() }, skipErrorToast: true });
}

export function sendLoginOtp(mobile: string) {
  return call<boolean>('v1', { method: 'POST', url: '/auth/login/send-otp', params: { mobileNumber: mobile }, skipErrorToast: true });
}

export function verifyLoginOtp(mobile: string, otp: string) {
  return call<LoginData>('v1', { method: 'POST', url: '/auth/login/verify', data: { mobileNumber: mobile, otp, password: null, deviceId: deviceId() }, skipErrorToast: true });
}

/** Google sign-in: the id token from the Google sign-in port, checked by the server. */
export function loginWithGoogle(email: string, idToken: string) {
  return call<LoginData>('v1', { method: 'POST', url: '/auth/google-oauth-login', data: { email, idToken, deviceId: deviceId() }, skipErrorToast: true });
}
