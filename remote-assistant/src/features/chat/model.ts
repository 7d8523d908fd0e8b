import { CHAT_HISTORY_KEY, STORAGE_KEYS } from '@app/shared';

/** A chat message (spec 3 "Chat message (local)"), with an id and a time stamp for display. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'ai';
  content: string;
  /** Epoch ms. */
  time: number;
  /** Assistant messages only: bookmarked. */
  saved?: boolean;
  /** The saved pair's id once known (from the save response or a fetched page). */
  idChatbotQa?: number;
  /** The error reply ('Sorry, there was an error processing your request.'). */
  error?: boolean;
}

let seq = 0;
export function newMessageId(): string {
  seq += 1;
  return `m${Date.now().toString(36)}${seq}`;
}

export interface ChatFlags {
  loading: boolean;
  listening: boolean;
  generating: boolean;
}

/** Send only if non-empty after trimming and not loading, listening or generating (spec 5). */
export function canSend(text: string, f: ChatFlags): boolean {
  return text.trim().length > 0 && !f.loading && !f.listening && !f.generating;
}

/** The index of the user question an assistant reply answers, or -1 (no bookmark toggle then). */
export function questionIndexFor(messages: readonly ChatMessage[], i: number): number {
  const m = messages[i];
  if (!m || m.role !== 'ai' || m.error || i === 0) return -1;
  return messages[i - 1]!.role === 'user' ? i - 1 : -1;
}

export function readHistory(): ChatMessage[] {
  try {
    const raw = sessionStorage.getItem(CHAT_HISTORY_KEY);
    const v = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(v) ? (v as ChatMessage[]) : [];
  } catch {
    return [];
  }
}

export function writeHistory(messages: readonly ChatMessage[]): void {
  try {
    sessionStorage.setItem(CHAT_HISTORY_KEY, JSON.stringify(messages));
  } catch (e) {
    console.error('[assistant] could not store the chat history', e);
  }
}

/** Chat history and scroll position are cleared on mount (spec 4): they do not survive a reload. */
export function clearChatStorage(): void {
  try {
    sessionStorage.removeItem(CHAT_HISTORY_KEY);
  } catch {
    /* no session storage */
  }
  try {
    localStorage.removeItem(STORAGE_KEYS.chatScrollPosition);
  } catch {
    /* no local storage */
  }
}

export function readScrollPosition(): number | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.chatScrollPosition);
    if (raw === null) return null;
    const n = Number(raw);
    return Number.isFinite(n) && n >= 0 ? n : null;
  } catch {
    return null;
  }
}

export function writeScrollPosition(top: number): void {
  try {
    localStorage.setItem(STORAGE_KEYS.chatScrollPosition, String(Math.round(top)));
  } catch {
    /* private mode */
  }
}
