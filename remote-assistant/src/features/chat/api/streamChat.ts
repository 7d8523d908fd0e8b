import { appStore, getAppConfig, isSessionValid, jwtExpiry, refreshSession, sessionAtom } from '@app/shared';

export type StreamOutcome = 'done' | 'aborted' | 'error';

export interface StreamChatOptions {
  text: string;
  signal: AbortSignal;
  /** Called with each decoded piece of the reply as it arrives. */
  onChunk: (chunk: string) => void;
}

/** Refresh the token first when it expires within this margin. */
const REFRESH_MARGIN_MS = 60_000;

export function chatUrl(): string {
  return `${getAppConfig().assistantBase.replace(/\/$/, '')}/openai/chat`;
}

async function bearer(forceRefresh: boolean): Promise<string | null> {
  let user = appStore.get(sessionAtom);
  if (!isSessionValid(user)) return null;
  const exp = jwtExpiry(user.accessToken);
  if (forceRefresh || (exp !== null && exp - Date.now() < REFRESH_MARGIN_MS)) user = (await refreshSession()) ?? user;
  return user.accessToken;
}

function isAbort(e: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (e instanceof Error && e.name === 'AbortError') || (e as { name?: string } | null)?.name === 'AbortError';
}

/**
 * POST /openai/chat with {text} (spec 7 "Assistant service"): reads the streamed text or HTML
 * body incrementally. Aborting the signal cancels the request and the read ('aborted', no
 * error); a non-OK status or a missing body is 'error'. An expired token is refreshed once.
 */
export async function streamChat({ text, signal, onChunk }: StreamChatOptions): Promise<StreamOutcome> {
  try {
    let res: Response | null = null;
    for (const retry of [false, true]) {
      const token = await bearer(retry);
      if (retry && !token) break;
      if (signal.aborted) return 'aborted';
      res = await fetch(chatUrl(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ text }),
        signal,
      });
      if (res.status !== 401) break;
    }
    if (!res || !res.ok || !res.body) return 'error';
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    const onAbort = () => void reader.cancel().catch(() => undefined);
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (signal.aborted) return 'aborted';
        if (done) break;
        const piece = typeof value === 'string' ? value : decoder.decode(value, { stream: true });
        if (piece) onChunk(piece);
      }
      const tail = decoder.decode();
      if (tail) onChunk(tail);
      return 'done';
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  } catch (e) {
    if (isAbort(e, signal)) return 'aborted';
    console.error('[assistant] chat request failed', e);
    return 'error';
  }
}
