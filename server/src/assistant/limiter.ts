import type { RateLimitRule } from '../config.js';

export type Admission = { ok: true; release: () => void } | { ok: false; retryAfterMs: number; reason: 'rate' | 'concurrent' };

/**
 * Per-student limits for the assistant: at most `rule.max` questions in any `rule.windowMs`
 * (sliding window) and `maxConcurrent` replies streaming at once. In memory: one process (run
 * the assistant behind sticky sessions or a single instance when scaling out).
 */
export class StudentLimiter {
  private readonly hits = new Map<number, number[]>();
  private readonly active = new Map<number, number>();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly maxConcurrent: number,
    private readonly now: () => number = Date.now,
  ) {}

  admit(key: number): Admission {
    const t = this.now();
    const since = t - this.rule.windowMs;
    const list = (this.hits.get(key) ?? []).filter((x) => x > since);
    if ((this.active.get(key) ?? 0) >= this.maxConcurrent) {
      this.store(key, list);
      return { ok: false, reason: 'concurrent', retryAfterMs: 1000 };
    }
    if (list.length >= this.rule.max) {
      this.store(key, list);
      return { ok: false, reason: 'rate', retryAfterMs: Math.max(1, list[0]! + this.rule.windowMs - t) };
    }
    list.push(t);
    this.store(key, list);
    this.active.set(key, (this.active.get(key) ?? 0) + 1);
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        const n = (this.active.get(key) ?? 1) - 1;
        if (n <= 0) this.active.delete(key);
        else this.active.set(key, n);
      },
    };
  }

  private store(key: number, list: number[]) {
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    // Bound memory: forget idle students now and then.
    if (this.hits.size > 10_000) {
      const since = this.now() - this.rule.windowMs;
      for (const [k, v] of this.hits) if (!v.some((x) => x > since)) this.hits.delete(k);
    }
  }
}
