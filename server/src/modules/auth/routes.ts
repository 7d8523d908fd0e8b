import { rateLimit } from '../../http/rate-limit.js';
import { defineModule } from '../module.js';
import { registerAuthExtras } from './admin.js';
import { deviceFromRequest } from './device.js';
import {
  boolResponse,
  checkUsernameQuery,
  correspondingIdsQuery,
  correspondingIdsResponse,
  loginBody,
  loginResponse,
  logoutDevicesQuery,
  logoutQuery,
  nullableDataResponse,
  refreshBody,
  sendOtpQuery,
  tokenPairResponse,
  verifyForgotPasswordQuery,
  verifyLoginBody,
} from './schemas.js';
import { AuthService } from './service.js';

/** Login (password, OTP), refresh, logout, username checks, password reset by token. */
export const authModule = defineModule({
  name: 'auth',
  routes(app, ctx) {
    const service = new AuthService(ctx);
    const tags = ['auth'];
    const loginLimit = rateLimit(ctx.config.limits.loginRoute);
    const otpLimit = rateLimit(ctx.config.limits.otpRoute);
    const bearer = [{ bearerAuth: [] }];

    app.post(
      '/api/v1/auth/login',
      { config: loginLimit, schema: { tags, summary: 'Password login (e-mail, mobile or username)', body: loginBody, response: { 200: loginResponse } } },
      (req) => service.passwordLogin(req.body.usernameOrEmail, req.body.password, deviceFromRequest(req, req.body.deviceId)),
    );

    app.post(
      '/api/v1/auth/login/send-otp',
      { config: otpLimit, schema: { tags, summary: 'Send a login OTP to a registered number', querystring: sendOtpQuery, response: { 200: boolResponse } } },
      (req) => service.sendLoginOtp(req.query.mobileNumber),
    );

    app.post(
      '/api/v1/auth/login/verify',
      { config: loginLimit, schema: { tags, summary: 'Log in with the OTP (or a password)', body: verifyLoginBody, response: { 200: loginResponse } } },
      (req) => service.verifyLogin(req.body, deviceFromRequest(req, req.body.deviceId)),
    );

    app.get(
      '/api/v1/auth/check/username',
      { config: loginLimit, schema: { tags, summary: 'Is this e-mail, mobile or username taken? (true = taken)', querystring: checkUsernameQuery, response: { 200: boolResponse } } },
      (req) => service.checkUsername(req.query.userName),
    );

    app.get(
      '/api/v1/auth/getCorrespondingIds',
      {
        onRequest: [ctx.auth.required],
        schema: { tags, security: bearer, summary: "The caller's student/parent/teacher ids", querystring: correspondingIdsQuery, response: { 200: correspondingIdsResponse } },
      },
      (req) => service.correspondingIds(req.principal!, req.query.userId),
    );

    registerAuthExtras(app, ctx);

    app.get(
      '/api/v1/auth/verify-forgot-password',
      { config: loginLimit, schema: { tags, summary: 'Set a new password with the token from forgot-password-verifyotp', querystring: verifyForgotPasswordQuery, response: { 200: nullableDataResponse } } },
      (req) => service.verifyForgotPassword(req.query),
    );

    app.post(
      '/api/v1/authorize/refreshtoken',
      { config: loginLimit, schema: { tags, summary: 'Rotate the refresh token (the old one stops working)', body: refreshBody, response: { 200: tokenPairResponse } } },
      (req) => service.refresh(req.body.refreshToken),
    );

    app.post(
      '/api/v1/logout/',
      { onRequest: [ctx.auth.required], schema: { tags, security: bearer, summary: 'Log out this session', querystring: logoutQuery, response: { 200: boolResponse } } },
      (req) => service.logout(req.principal!),
    );

    app.post(
      '/api/v1/logout/devices',
      {
        onRequest: [ctx.auth.required],
        schema: { tags, security: bearer, summary: 'Log out some or all of my sessions', querystring: logoutDevicesQuery, response: { 200: boolResponse } },
      },
      (req) => {
        const ids = (req.query.idUserDevices ?? '').split(',').map((s) => s.trim()).filter(Boolean);
        return service.logoutDevices(req.principal!, ids, req.query.allDevices === 'true');
      },
    );
  },
});
