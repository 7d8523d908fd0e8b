import type { RateLimitRule } from '../config.js';

/** Route `config.rateLimit` for a rule from the configuration (per client IP). */
export function rateLimit(rule: RateLimitRule) {
  return { rateLimit: { max: rule.max, timeWindow: rule.windowMs } };
}
