import { rateLimit } from '../../http/rate-limit.js';
import { deviceFromRequest } from '../auth/device.js';
import { commerceService } from '../commerce/routes.js';
import { defineModule } from '../module.js';
import { googleVerifier, noGoogle } from './google.js';
import {
  googleLoginBody,
  googleSignupBody,
  newAuthSignupBody,
  newSignupBody,
  newSignupResetQuery,
  postSignupBody,
  resetPasswordBody,
  resetPasswordQuery,
  subscriptionRequestBody,
} from './schemas.js';
import { AccountFamilyService } from './service.js';

/**
 * Signup (mobile + OTP, full form, Google), the post-signup profile, password change, the
 * caller's devices and sign-in history, and subscription requests (`/api/v{1,2,3}/auth/*`).
 */
export const accountModule = defineModule({
  name: 'account',
  routes(app, ctx) {
    const commerce = commerceService(ctx);
    const google = commerce.config.googleClientId ? googleVerifier(commerce.config.googleClientId) : noGoogle;
    const service = new AccountFamilyService(ctx, commerce, google);
    const tags = ['auth'];
    const security = [{ bearerAuth: [] }];
    const loginLimit = rateLimit(ctx.config.limits.loginRoute);

    app.post('/api/v3/auth/new-auth-signup', { config: loginLimit, schema: { tags, summary: 'Sign up with mobile + OTP (optionally a plan and a coupon)', body: newAuthSignupBody } }, (req) =>
      service.newAuthSignup(req.body, deviceFromRequest(req, req.body.deviceId)),
    );
    for (const v of ['v1', 'v2', 'v3']) {
      app.post(`/api/${v}/auth/new-signup`, { config: loginLimit, schema: { tags, summary: 'Full-form student signup (OTP-verified mobile)', body: newSignupBody } }, (req) =>
        service.newSignup(req.body, deviceFromRequest(req, req.body.deviceId)),
      );
    }
    app.post('/api/v3/auth/save-info-post-signup', { onRequest: [ctx.auth.student], schema: { tags, security, summary: 'Fill class, syllabus, state, medium and language after signup', body: postSignupBody } }, (req) =>
      service.savePostSignup(req.principal!, req.body, deviceFromRequest(req, req.body.deviceId)),
    );
    for (const v of ['v1', 'v2', 'v3']) {
      app.post(`/api/${v}/auth/google-oauth-login`, { config: loginLimit, schema: { tags, summary: 'Log in with a Google id token', body: googleLoginBody } }, (req) =>
        service.googleLogin(req.body, deviceFromRequest(req, req.body.deviceId)),
      );
    }
    for (const v of ['v1', 'v3']) {
      app.post(`/api/${v}/auth/google-oauth-signup`, { config: loginLimit, schema: { tags, summary: 'Sign up with a Google id token and a verified mobile', body: googleSignupBody } }, (req) =>
        service.googleSignup(req.body, deviceFromRequest(req, req.body.deviceId)),
      );
    }
    app.get('/api/v1/auth/reset-password', { onRequest: [ctx.auth.required], config: loginLimit, schema: { tags, security, summary: 'Change my password (old password needed)', querystring: resetPasswordQuery } }, (req) =>
      service.resetPassword(req.principal!, { ...req.query, newUserFlag: false }),
    );
    app.post('/api/v3/auth/reset-password', { onRequest: [ctx.auth.required], config: loginLimit, schema: { tags, security, summary: 'Change my password (newUserFlag: first password)', body: resetPasswordBody } }, (req) =>
      service.resetPassword(req.principal!, req.body),
    );
    app.get('/api/v1/auth/new-signup-reset-password', { onRequest: [ctx.auth.required], config: loginLimit, schema: { tags, security, summary: 'Set the first password of an OTP-created account', querystring: newSignupResetQuery } }, (req) =>
      service.newSignupResetPassword(req.principal!, req.query.newPassword),
    );
    app.get('/api/v1/auth/loggedin-devices', { onRequest: [ctx.auth.student], schema: { tags, security, summary: 'Where I am logged in now' } }, (req) => service.loggedInDevices(req.principal!));
    app.get('/api/v1/auth/devices-history', { onRequest: [ctx.auth.student], schema: { tags, security, summary: 'My device sign-in history' } }, (req) => service.devicesHistory(req.principal!));
    app.get('/api/v1/auth/get-subscription-click-status', { onRequest: [ctx.auth.required], schema: { tags, security, summary: 'Is a subscription request of mine pending? (data true)' } }, (req) =>
      service.subscriptionClickStatus(req.principal!),
    );
    app.post('/api/v1/auth/save-subscription-click-details', { onRequest: [ctx.auth.required], schema: { tags, security, summary: 'Ask the team to call me about a subscription', body: subscriptionRequestBody } }, (req) =>
      service.saveSubscriptionClick(req.principal!, req.body),
    );
  },
});
