/**
 * The commerce family's settings, read from the environment when the module registers:
 *
 * | variable | default | meaning |
 * |---|---|---|
 * | PAYMENT_PROVIDER | test (razorpay when its keys are set) | `test` = the built-in test gateway, `razorpay` = Razorpay orders |
 * | ALLOW_TEST_PAYMENTS | false | allow the test gateway when NODE_ENV=production (otherwise purchases answer 503 without Razorpay keys) |
 * | RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET | (none) | Razorpay API keys; both needed for the Razorpay adapter |
 * | RAZORPAY_API_BASE | https://api.razorpay.com | Razorpay API origin (tests point it at a local server) |
 * | PAYMENT_GST_PERCENT | 18 | GST included in plan prices (shown as cartGSTPrice) |
 * | GOOGLE_CLIENT_ID | (none) | OAuth client id whose Google id tokens are accepted; without it Google sign-in answers the contract's failure |
 */
export interface CommerceConfig {
  /** `none`: production without provider keys; purchases answer 503 instead of faking payment. */
  provider: 'test' | 'razorpay' | 'none';
  razorpay: { keyId: string; keySecret: string; apiBase: string } | null;
  gstPercent: number;
  googleClientId: string | null;
}

export function loadCommerceConfig(env: Record<string, string | undefined>, isProduction: boolean): CommerceConfig {
  const keyId = env.RAZORPAY_KEY_ID?.trim() || '';
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim() || '';
  const apiBase = (env.RAZORPAY_API_BASE?.trim() || 'https://api.razorpay.com').replace(/\/+$/, '');
  const razorpay = keyId && keySecret ? { keyId, keySecret, apiBase } : null;
  const wanted = env.PAYMENT_PROVIDER?.trim().toLowerCase() || (razorpay ? 'razorpay' : 'test');
  if (wanted !== 'test' && wanted !== 'razorpay') throw new Error(`Configuration error: PAYMENT_PROVIDER must be test or razorpay, got "${wanted}"`);
  if (wanted === 'razorpay' && !razorpay) throw new Error('Configuration error: PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
  // The test gateway marks orders paid without money: off in production unless asked for.
  const provider = wanted === 'test' && isProduction && env.ALLOW_TEST_PAYMENTS !== 'true' ? 'none' : wanted;
  const gst = Number(env.PAYMENT_GST_PERCENT?.trim() || '18');
  if (!Number.isFinite(gst) || gst < 0 || gst > 50) throw new Error('Configuration error: PAYMENT_GST_PERCENT must be between 0 and 50');
  return { provider, razorpay, gstPercent: gst, googleClientId: env.GOOGLE_CLIENT_ID?.trim() || null };
}
