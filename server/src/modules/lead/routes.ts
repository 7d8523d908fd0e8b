import { rateLimit } from '../../http/rate-limit.js';
import { defineModule } from '../module.js';
import { boolResponse, checkMobileQuery, forgotSendQuery, forgotVerifyResponse, sendOtpQuery, verifyOtpQuery } from './schemas.js';
import { LeadService } from './service.js';

/** `/api/v1/lead/*`: signup OTP, forgot-password OTP, mobile number check (all public). */
export const leadModule = defineModule({
  name: 'lead',
  routes(app, ctx) {
    const service = new LeadService(ctx);
    const tags = ['lead'];
    const otpLimit = rateLimit(ctx.config.limits.otpRoute);
    const loginLimit = rateLimit(ctx.config.limits.loginRoute);

    app.post(
      '/api/v1/lead/sendotp',
      { config: otpLimit, schema: { tags, summary: 'Send a signup OTP', querystring: sendOtpQuery, response: { 200: boolResponse } } },
      (req) => service.sendOtp(req.query.mobile),
    );
    app.post(
      '/api/v1/lead/verifyotp',
      { config: otpLimit, schema: { tags, summary: 'Check a signup OTP (signup consumes it)', querystring: verifyOtpQuery, response: { 200: boolResponse } } },
      (req) => service.verifyOtp(req.query.mobile, req.query.otp),
    );
    app.post(
      '/api/v1/lead/forgot-password-sendotp',
      { config: otpLimit, schema: { tags, summary: 'Send a forgot-password OTP', querystring: forgotSendQuery, response: { 200: boolResponse } } },
      (req) => service.forgotPasswordSendOtp(req.query.mobile),
    );
    app.post(
      '/api/v1/lead/forgot-password-verifyotp',
      { config: otpLimit, schema: { tags, summary: 'Verify the forgot-password OTP; returns the reset token', querystring: verifyOtpQuery, response: { 200: forgotVerifyResponse } } },
      (req) => service.forgotPasswordVerifyOtp(req.query.mobile, req.query.otp),
    );
    app.get(
      '/api/v1/lead/checkMobileNumberExistence',
      { config: loginLimit, schema: { tags, summary: 'Is this mobile number registered?', querystring: checkMobileQuery, response: { 200: boolResponse } } },
      (req) => service.checkMobileNumberExistence(req.query.mobile),
    );
  },
});
