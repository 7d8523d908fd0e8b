/**
 * Real provider adapters against local HTTP servers that speak the providers' protocols:
 * MSG91's Flow API for SMS and Razorpay's Orders API (plus its checkout signature) for payments.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { call, DEMO, login, startServer, type TestServer } from './helpers.js';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A tiny HTTP server that records requests and answers with `reply()`. */
async function fakeProvider(reply: (req: Seen) => { status: number; body: unknown }) {
  const seen: Seen[] = [];
  const srv = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const s = { method: req.method!, url: req.url!, headers: req.headers, body };
      seen.push(s);
      const r = reply(s);
      res.writeHead(r.status, { 'content-type': 'application/json' });
      res.end(typeof r.body === 'string' ? r.body : JSON.stringify(r.body));
    });
  });
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(srv.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((resolve) => srv.close(() => resolve())) };
}

describe('SMS: MSG91 Flow API', () => {
  let mode: 'ok' | 'http-error' | 'type-error' = 'ok';
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  let server: TestServer;
  beforeAll(async () => {
    provider = await fakeProvider(() => {
      if (mode === 'http-error') return { status: 401, body: { type: 'error', message: 'Authentication failure' } };
      if (mode === 'type-error') return { status: 200, body: { type: 'error', message: 'Template not approved' } };
      return { status: 200, body: { type: 'success', message: '3763646c3058313530393032' } };
    });
    server = await startServer({
      env: { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'test-auth-key-123', MSG91_TEMPLATE_ID: '64f0c0ffee', MSG91_API_BASE: provider.url },
    });
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  test('selected by config', () => {
    expect(server.app.ctx.sms.name).toBe('msg91');
  });

  test('an OTP goes to MSG91 with its request format; the delivered code verifies', async () => {
    mode = 'ok';
    const res = await call(server, 'POST', '/api/v1/lead/sendotp?mobile=9876500001&name=Asha');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: true, statusCode: 200, message: 'Message sent successfully' });
    const req = provider.seen.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/api/v5/flow');
    expect(req.headers.authkey).toBe('test-auth-key-123');
    expect(req.headers['content-type']).toBe('application/json');
    const body = JSON.parse(req.body);
    expect(body).toEqual({
      template_id: '64f0c0ffee',
      short_url: '0',
      recipients: [{ mobiles: '919876500001', otp: expect.stringMatching(/^\d{6}$/), message: expect.stringContaining(body.recipients[0].otp) }],
    });
    // Nothing in the development outbox: the provider delivered it.
    const outbox = await call(server, 'GET', '/api/dev/outbox?mobile=9876500001');
    expect(outbox.body.data).toEqual([]);
    const ok = await call(server, 'POST', `/api/v1/lead/verifyotp?mobile=9876500001&otp=${body.recipients[0].otp}`);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Correct otp');
  });

  test('provider errors (HTTP error, or type "error") are the contract 404 "Message not sent", and that code is dead', async () => {
    for (const m of ['http-error', 'type-error'] as const) {
      mode = m;
      const res = await call(server, 'POST', '/api/v1/auth/login/send-otp?mobileNumber=' + DEMO.basic);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ data: null, statusCode: 404, message: 'Message not sent' });
      const sent = JSON.parse(provider.seen.at(-1)!.body).recipients[0].otp as string;
      const verify = await call(server, 'POST', '/api/v1/auth/login/verify', { body: { mobileNumber: DEMO.basic, otp: sent } });
      expect(verify.status).not.toBe(200);
    }
  });

  test('an unreachable provider is "Message not sent" too', async () => {
    const down = await startServer({
      env: { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't', MSG91_API_BASE: 'http://127.0.0.1:9', SMS_TIMEOUT_MS: '2000' },
    });
    try {
      const res = await call(down, 'POST', '/api/v1/lead/sendotp?mobile=9876500002&name=Ravi');
      expect(res.body).toEqual({ data: null, statusCode: 404, message: 'Message not sent' });
    } finally {
      await down.close();
    }
  });
});

describe('payments: Razorpay Orders API', () => {
  const KEY_ID = 'rzp_test_1DP5mmOlF5G5ag';
  const KEY_SECRET = 'thisisatestsecretkey0123';
  let mode: 'ok' | 'error' = 'ok';
  let provider: Awaited<ReturnType<typeof fakeProvider>>;
  let server: TestServer;
  let orderCount = 0;
  beforeAll(async () => {
    provider = await fakeProvider((req) => {
      if (mode === 'error') return { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00', source: 'business', step: 'payment_initiation', reason: 'input_validation_failed' } } };
      const b = JSON.parse(req.body);
      orderCount++;
      return {
        status: 200,
        body: { id: `order_TEST${orderCount}`, entity: 'order', amount: b.amount, amount_paid: 0, amount_due: b.amount, currency: b.currency, receipt: b.receipt, status: 'created', attempts: 0, notes: [], created_at: 1700000000 },
      };
    });
    server = await startServer({ env: { RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_API_BASE: provider.url } });
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  const sign = (orderId: string, paymentId: string) => crypto.createHmac('sha256', KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');

  test('a plan purchase creates a Razorpay order (URL, Basic auth, body in paise) and returns checkout parameters', async () => {
    mode = 'ok';
    const { accessToken } = await login(server, DEMO.basic);
    const res = await call(server, 'POST', '/api/v2/subscription/user-newsubscription', { token: accessToken, body: { idProduct: 93, idProductPricing: 1101 } });
    expect(res.status).toBe(200);
    const req = provider.seen.at(-1)!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/v1/orders');
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(req.headers['content-type']).toBe('application/json');
    const body = JSON.parse(req.body);
    expect(body).toEqual({ amount: 9900, currency: 'INR', receipt: expect.any(String) });
    const params = res.body.data.paymentParameters;
    expect(params).toEqual(expect.objectContaining({ gateway: 'RAZORPAY', key: KEY_ID, razorpayOrderId: `order_TEST${orderCount}`, amount: 99, currency: 'INR' }));
    expect(JSON.stringify(res.body)).not.toContain(KEY_SECRET);

    // A forged signature is refused and activates nothing.
    const forged = await call(server, 'POST', '/api/v1/payment/razorpay/callback', {
      token: accessToken,
      body: { razorpay_order_id: params.razorpayOrderId, razorpay_payment_id: 'pay_X1', razorpay_signature: sign(params.razorpayOrderId, 'pay_OTHER') },
    });
    expect(forged.status).toBe(400);
    let status = await call(server, 'GET', '/api/v1/subscription/user-subscription-postlogin', { token: accessToken });
    expect(status.body.data.subscribedFlag).toBe(false);

    // Another student cannot complete my order, even with a valid signature.
    const other = await login(server, DEMO.trial);
    const stolen = await call(server, 'POST', '/api/v1/payment/razorpay/callback', {
      token: other.accessToken,
      body: { razorpay_order_id: params.razorpayOrderId, razorpay_payment_id: 'pay_X1', razorpay_signature: sign(params.razorpayOrderId, 'pay_X1') },
    });
    expect(stolen.status).toBe(404);

    // Razorpay's signature (HMAC-SHA256 of "order_id|payment_id" with the key secret) activates the plan.
    const ok = await call(server, 'POST', '/api/v1/payment/razorpay/callback', {
      token: accessToken,
      body: { razorpay_order_id: params.razorpayOrderId, razorpay_payment_id: 'pay_X1', razorpay_signature: sign(params.razorpayOrderId, 'pay_X1') },
    });
    expect(ok.status).toBe(200);
    const fresh = await login(server, DEMO.basic);
    status = await call(server, 'GET', '/api/v1/subscription/user-subscription-postlogin', { token: fresh.accessToken });
    expect(status.body.data.subscribedFlag).toBe(true);
  });

  test("Razorpay's error answer becomes 503 with a clear message", async () => {
    mode = 'error';
    const { accessToken } = await login(server, DEMO.trial);
    const res = await call(server, 'POST', '/api/v2/subscription/user-newsubscription', { token: accessToken, body: { idProduct: 93, idProductPricing: 1101 } });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ data: null, statusCode: 503, message: 'Payments are not available right now, please try again later.' });
  });
});
