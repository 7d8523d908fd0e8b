import { lazy } from 'react';
import { CONTRACT_VERSION, type RemoteApp } from '@app/shared';
import nav from './nav.json';

/** remote-account: sign in, sign up, password reset, profile, plans, notifications, devices. */
const remote: RemoteApp = {
  id: 'account',
  version: __APP_VERSION__,
  contractVersion: CONTRACT_VERSION,
  namespace: 'account',
  loadMessages: (lng) => import(`../locales/${lng}.json`).then((m) => m.default),
  routes: {
    login: lazy(() => import('../features/login/components/LoginPage')),
    forgot: lazy(() => import('../features/forgot/components/ForgotPage')),
    forgotVerifyOtp: lazy(() => import('../features/forgot/components/ForgotVerifyOtpPage')),
    forgotResetPassword: lazy(() => import('../features/forgot/components/ForgotResetPasswordPage')),
    signup: lazy(() => import('../features/signup/components/SignupPage')),
    signupVerifyOtp: lazy(() => import('../features/signup/components/SignupVerifyOtpPage')),
    signupBasicDetails: lazy(() => import('../features/signup/components/SignupBasicDetailsPage')),
    guest: lazy(() => import('../features/guest/components/GuestPage')),
    guestVerifyOtp: lazy(() => import('../features/guest/components/GuestVerifyOtpPage')),
    guestUpdateProfile: lazy(() => import('../features/guest/components/GuestUpdateProfilePage')),
    guestPayment: lazy(() => import('../features/guest/components/GuestPaymentPage')),
    guestSuccess: lazy(() => import('../features/guest/components/GuestSuccessPage')),
    profile: lazy(() => import('../features/profile/components/ProfilePage')),
    devices: lazy(() => import('../features/profile/components/DevicesPage')),
    plans: lazy(() => import('../features/plans/components/PlansPage')),
    notifications: lazy(() => import('../features/notifications/components/NotificationsPage')),
  },
  navItems: nav as RemoteApp['navItems'],
};

export default remote;
