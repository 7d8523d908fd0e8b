import { call, type LoginData } from '@app/shared';

const DEVICE_KEY = 'vista-device-id';

/** A stable id for this browser, sent with logins (one session per device type). */
export function deviceId(): string {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    return 'web';
  }
}

export function loginWithPassword(mobile: string, password: string) {
  return call<LoginData>('v1', { method: 'POST', url: '/auth/login', data: { usernameOrEmail: mobile, password, deviceId: deviceId() }, skipErrorToast: true });
}

export function sendLoginOtp(mobile: string) {
  return call<boolean>('v1', { method: 'POST', url: '/auth/login/send-otp', params: { mobileNumber: mobile }, skipErrorToast: true });
}

export function verifyLoginOtp(mobile: string, otp: string) {
  return call<LoginData>('v1', { method: 'POST', url: '/auth/login/verify', data: { mobileNumber: mobile, otp, password: null, deviceId: deviceId() }, skipErrorToast: true });
}
