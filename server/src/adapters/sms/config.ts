/**
 * SMS settings (read by `loadConfig`):
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | SMS_PROVIDER | msg91 when MSG91_AUTH_KEY is set, else outbox | `outbox` = the development outbox (nothing is delivered), `msg91` = MSG91 Flow API |
 * | MSG91_AUTH_KEY | (none) | MSG91 auth key (sent in the `authkey` header) |
 * | MSG91_TEMPLATE_ID | (none) | the DLT-approved Flow template the messages use |
 * | MSG91_OTP_VAR / MSG91_TEXT_VAR | otp / message | the template's variable names for the code and the whole text |
 * | MSG91_API_BASE | https://control.msg91.com | API origin (tests point it at a local server) |
 * | SMS_TIMEOUT_MS | 10000 | longest wait for the provider |
 */
export interface Msg91Config {
  authKey: string;
  templateId: string;
  otpVar: string;
  textVar: string;
  apiBase: string;
}

export interface SmsConfig {
  provider: 'outbox' | 'msg91';
  msg91: Msg91Config | null;
  timeoutMs: number;
}

export function loadSmsConfig(env: Record<string, string | undefined>): SmsConfig {
  const authKey = env.MSG91_AUTH_KEY?.trim() || '';
  const templateId = env.MSG91_TEMPLATE_ID?.trim() || '';
  const wanted = env.SMS_PROVIDER?.trim().toLowerCase() || (authKey ? 'msg91' : 'outbox');
  if (wanted !== 'outbox' && wanted !== 'msg91') throw new Error(`Configuration error: SMS_PROVIDER must be outbox or msg91, got "${wanted}"`);
  if (wanted === 'msg91' && (!authKey || !templateId)) throw new Error('Configuration error: SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
  const timeoutMs = Number(env.SMS_TIMEOUT_MS?.trim() || '10000');
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100) throw new Error('Configuration error: SMS_TIMEOUT_MS must be a whole number of milliseconds (at least 100)');
  const apiBase = (env.MSG91_API_BASE?.trim() || 'https://control.msg91.com').replace(/\/+$/, '');
  if (!/^https?:\/\//.test(apiBase)) throw new Error('Configuration error: MSG91_API_BASE must be an http(s) URL');
  return {
    provider: wanted,
    msg91:
      wanted === 'msg91'
        ? { authKey, templateId, otpVar: env.MSG91_OTP_VAR?.trim() || 'otp', textVar: env.MSG91_TEXT_VAR?.trim() || 'message', apiBase }
        : null,
    timeoutMs,
  };
}
