import { appStore, getAppConfig, sessionAtom } from '@app/shared';
import { saveVideoDuration } from './api';

/** How often the watched position is saved while a video plays. */
export const SAVE_INTERVAL_MS = 10_000;

const pending = new Set<Promise<unknown>>();

/** Resolves once every progress save in flight has finished (continue watching waits for it). */
export async function flushPendingSaves(): Promise<void> {
  while (pending.size) await Promise.allSettled([...pending]);
}

function track<T>(p: Promise<T>): Promise<T> {
  pending.add(p);
  const done = () => pending.delete(p);
  p.then(done, done);
  return p;
}

/**
 * Saves on page unload: a keepalive request survives the page going away (sendBeacon cannot
 * send a PUT with the bearer header, keepalive fetch can).
 */
export function saveOnUnload(path: string): void {
  const token = appStore.get(sessionAtom)?.accessToken;
  const url = `${getAppConfig().apiBase}/api/v1${path}`;
  try {
    void fetch(url, { method: 'PUT', keepalive: true, headers: token ? { Authorization: `Bearer ${token}` } : {} }).catch(() => undefined);
  } catch {
    /* fetch unavailable: nothing more can be done while unloading */
  }
}

export interface TrackerOptions {
  idStudentAssignedCourse: number;
  /** The server's length of the video in seconds; a save never exceeds it ("Video Duration Exceed the Limit!"). */
  videoDuration?: number | null;
  /** The position already saved on the server (seconds). */
  savedPosition?: number;
  /** Sends one save; defaults to PUT /assigned-course/video/{id}?duration. */
  send?: (id: number, seconds: number) => Promise<unknown>;
  onSaved?: (seconds: number, complete: boolean) => void;
  /** API path (under /api/v1) of the keepalive save on unload. */
  unloadPath?: (id: number, seconds: number) => string;
}

export const assignedCoursePath = (id: number, seconds: number) => `/assigned-course/video/${id}?duration=${seconds}`;

/**
 * Keeps the watched duration of one video on the server: every ~10 s while playing, on pause,
 * at the end (the server then sets the complete flag) and when the student leaves. Only
 * forward progress is sent; the server ignores anything else.
 */
export class ProgressTracker {
  private lastSent: number;
  private position = 0;
  private mediaDuration = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private readonly opts: TrackerOptions;

  constructor(opts: TrackerOptions) {
    this.opts = opts;
    this.lastSent = Math.floor(opts.savedPosition ?? 0);
  }

  get id() {
    return this.opts.idStudentAssignedCourse;
  }

  /** Largest whole second the server accepts. */
  private clamp(seconds: number): number {
    let s = Math.floor(Math.max(0, seconds));
    const limits = [this.opts.videoDuration, this.mediaDuration].filter((d): d is number => typeof d === 'number' && d > 0);
    if (limits.length) s = Math.min(s, Math.floor(Math.min(...limits)));
    return s;
  }

  setMediaDuration(d: number) {
    if (Number.isFinite(d) && d > 0) this.mediaDuration = d;
  }

  update(position: number) {
    if (Number.isFinite(position)) this.position = position;
  }

  play() {
    if (this.timer) return;
    this.timer = setInterval(() => void this.save(), SAVE_INTERVAL_MS);
  }

  pause() {
    this.stopTimer();
    return this.save();
  }

  /** The video reached its end: save the full length, so the server marks it complete. */
  ended() {
    this.stopTimer();
    const full = this.mediaDuration || this.opts.videoDuration || this.position;
    this.position = full;
    return this.save(true);
  }

  /** The student left the page (route change): one last save. */
  leave() {
    this.stopTimer();
    return this.save();
  }

  /** The page is being unloaded: a keepalive request. */
  unload() {
    this.stopTimer();
    const s = this.clamp(this.position);
    if (s > this.lastSent) {
      this.lastSent = s;
      saveOnUnload((this.opts.unloadPath ?? assignedCoursePath)(this.opts.idStudentAssignedCourse, s));
    }
  }

  private stopTimer() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async save(complete = false): Promise<void> {
    const s = this.clamp(this.position);
    if (s <= this.lastSent) return;
    const before = this.lastSent;
    this.lastSent = s;
    const send = this.opts.send ?? ((id: number, sec: number) => saveVideoDuration(id, sec, { skipErrorToast: true }));
    try {
      await track(send(this.opts.idStudentAssignedCourse, s));
      this.opts.onSaved?.(s, complete);
    } catch {
      // Keep the position so the next tick retries (offline on a slow network, for example).
      if (this.lastSent === s) this.lastSent = before;
    }
  }
}
