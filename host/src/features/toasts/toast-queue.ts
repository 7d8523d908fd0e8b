/**
 * The error-toast queue: messages are shown one at a time, each for about 3 s, the next
 * starting 5 s after the previous one started.
 */
export const TOAST_DISPLAY_MS = 3000;
export const TOAST_NEXT_MS = 5000;

export interface QueuedToast {
  id: number;
  message: string;
  kind: 'error' | 'success' | 'info' | 'warning';
  /** In-app path opened when the toast is clicked. */
  href?: string;
}

export class ToastQueue {
  private queue: QueuedToast[] = [];
  private busy = false;
  private seq = 0;
  private timers: ReturnType<typeof setTimeout>[] = [];

  constructor(private show: (t: QueuedToast | null) => void) {}

  push(message: string, kind: QueuedToast['kind'] = 'error', href?: string): void {
    if (!message) return;
    this.queue.push({ id: ++this.seq, message, kind, ...(href ? { href } : {}) });
    if (!this.busy) this.next();
  }

  clear(): void {
    this.queue = [];
  }

  dispose(): void {
    this.timers.forEach(clearTimeout);
    this.timers = [];
    this.queue = [];
    this.busy = false;
  }

  private next(): void {
    const t = this.queue.shift();
    if (!t) {
      this.busy = false;
      return;
    }
    this.busy = true;
    this.show(t);
    this.timers.push(setTimeout(() => this.show(null), TOAST_DISPLAY_MS));
    this.timers.push(setTimeout(() => this.next(), TOAST_NEXT_MS));
  }
}
