import { ROLE_ADMIN, ROLE_PARENT, ROLE_STUDENT, ROLE_TEACHER } from '../../domain/accounts.js';
import { rateLimit } from '../../http/rate-limit.js';
import { defineModule } from '../module.js';
import {
  mobileChangeQuery,
  mobileChangeResponse,
  statusResponse,
  statusV2Query,
  statusV2Response,
  userProfileResponse,
  userProfileUpdateBody,
  userProfileUpdateResponse,
} from './schemas.js';
import { UserService } from './service.js';

/** `/api/v1/user/*` and `/api/v2/user/status` (protected). */
export const userModule = defineModule({
  name: 'user',
  routes(app, ctx) {
    const service = new UserService(ctx);
    const tags = ['user'];
    const security = [{ bearerAuth: [] }];

    app.get(
      '/api/v1/user/status',
      { onRequest: [ctx.auth.required], config: { allowInactive: true }, schema: { tags, security, summary: 'Is my account active?', response: { 200: statusResponse } } },
      (req) => service.status(req.principal!),
    );
    app.get(
      '/api/v2/user/status',
      {
        onRequest: [ctx.auth.required],
        config: { allowInactive: true },
        schema: { tags, security, summary: 'Is this token still the current session of its device type?', querystring: statusV2Query, response: { 200: statusV2Response } },
      },
      (req) => service.statusV2(req.principal!, req.query.jwt, req.query.isBrowser === 'true'),
    );
    app.get(
      '/api/v1/user/user-profile',
      {
        onRequest: [ctx.auth.required, ctx.auth.roles(ROLE_STUDENT, ROLE_PARENT, ROLE_ADMIN, ROLE_TEACHER)],
        schema: { tags, security, summary: 'My profile', response: { 200: userProfileResponse } },
      },
      (req) => service.getProfile(req.principal!),
    );
    app.put(
      '/api/v1/user/user-profile',
      {
        onRequest: [ctx.auth.required, ctx.auth.studentOrParent],
        schema: { tags, security, summary: 'Edit my profile (class, syllabus, state, e-mail only once)', body: userProfileUpdateBody, response: { 200: userProfileUpdateResponse } },
      },
      (req) => service.updateProfile(req.principal!, req.body),
    );
    app.post(
      '/api/v1/user/change-mobile-sendotp',
      {
        onRequest: [ctx.auth.required, ctx.auth.student],
        config: rateLimit(ctx.config.limits.otpRoute),
        schema: {
          tags,
          security,
          summary: 'Send a code to a new mobile number (then PUT user-profile with mobileNumber and otp)',
          querystring: mobileChangeQuery,
          response: { 200: mobileChangeResponse },
        },
      },
      (req) => service.sendMobileChangeOtp(req.principal!, req.query.mobile),
    );
  },
});
