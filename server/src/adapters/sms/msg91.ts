import type { Msg91Config } from './config.js';
import type { SmsMessage, SmsSender } from './port.js';

/** What MSG91 answers: `{"type":"success","message":"<request id>"}` or `{"type":"error","message":"..."}`. */
interface Msg91Response {
  type?: string;
  message?: string;
}

/**
 * MSG91's Flow API (`POST {apiBase}/api/v5/flow`): the `authkey` header, a JSON body naming the
 * DLT-approved template and one recipient (`mobiles` in international form without "+", plus
 * the template's variables). Accepted only on HTTP 2xx with `type: "success"`; anything else
 * (HTTP error, `type: "error"`, timeout, network failure) rejects, so the OTP service answers the
 * contract's 404 "Message not sent". The code is never logged.
 */
export class Msg91SmsSender implements SmsSender {
  readonly name = 'msg91';
  constructor(
    private readonly cfg: Msg91Config,
    private readonly timeoutMs: number,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const recipient: Record<string, string> = { mobiles: `91${message.mobile}`, [this.cfg.textVar]: message.text };
    if (message.code) recipient[this.cfg.otpVar] = message.code;
    let res: Response;
    try {
      res = await this.fetchImpl(`${this.cfg.apiBase}/api/v5/flow`, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', authkey: this.cfg.authKey },
        body: JSON.stringify({ template_id: this.cfg.templateId, short_url: '0', recipients: [recipient] }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (e) {
      throw new Error(`MSG91 unreachable: ${e instanceof Error ? e.message : String(e)}`);
    }
    const text = await res.text();
    let body: Msg91Response = {};
    try {
      body = JSON.parse(text) as Msg91Response;
    } catch {
      // not JSON: handled below
    }
    if (!res.ok || body.type !== 'success') {
      throw new Error(`MSG91 refused the message (HTTP ${res.status}): ${body.message ?? text.slice(0, 200)}`);
    }
  }
}
