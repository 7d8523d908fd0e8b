import type { AppContext } from '../../context.js';
import { liveSlotOf, redateSeededLiveClasses } from '../../db/seed/content.js';

/**
 * Keeps the seeded live classes true while the server runs. The seed dates them when the server
 * starts; without this, the "live now" class would have ended about 45 minutes later and the
 * upcoming and recorded days would drift past midnight. Before a live-class request it re-dates
 * the seeded rows once per slot (`LIVE_SLOT_MS`, 30 minutes) of the app's clock, so tests that
 * move the clock see the same thing a long-running server does. Only with demo data (never in
 * production); rows without a `seedKey` (real classes) are never touched.
 */
export class SeededLiveClock {
  private slot: number | null = null;
  private running: Promise<void> | null = null;

  constructor(private readonly ctx: Pick<AppContext, 'config' | 'db' | 'clock' | 'log'>) {}

  get enabled(): boolean {
    return this.ctx.config.seedDemoData;
  }

  /** Re-dates the seeded classes when the clock entered a new slot; otherwise does nothing. */
  async ensureCurrent(): Promise<void> {
    if (!this.enabled) return;
    const now = this.ctx.clock.now();
    const slot = liveSlotOf(now);
    if (slot === this.slot) return;
    if (!this.running) {
      this.running = redateSeededLiveClasses(this.ctx.db, now)
        .then(() => {
          this.slot = slot;
        })
        .catch((err: unknown) => {
          // Stale demo dates are better than a failed request; the next request tries again.
          this.ctx.log.warn({ err }, 'could not re-date the seeded live classes');
        })
        .finally(() => {
          this.running = null;
        });
    }
    await this.running;
  }
}
