import { CHAT_HISTORY_KEY, STORAGE_KEYS } from '@app/shared';
import { canSend, clearChatStorage, questionIndexFor, readHistory, readScrollPosition, writeHistory, writeScrollPosition, type ChatMessage } from './model';

const msg = (role: 'user' | 'ai', content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({ id: content, role, content, time: 0, ...extra });
const idle = { loading: false, listening: false, generating: false };

describe('canSend', () => {
  it('needs non-empty text after trimming', () => {
    expect(canSend('  hi ', idle)).toBe(true);
    expect(canSend('   \n ', idle)).toBe(false);
    expect(canSend('', idle)).toBe(false);
  });
  it.each(['loading', 'listening', 'generating'] as const)('refuses while %s', (flag) => {
    expect(canSend('hi', { ...idle, [flag]: true })).toBe(false);
  });
});

describe('questionIndexFor', () => {
  const list = [msg('ai', 'greeting'), msg('user', 'q1'), msg('ai', 'a1'), msg('ai', 'a1b'), msg('user', 'q2'), msg('ai', 'oops', { error: true })];
  it('gives the question index for a reply that follows a user message', () => {
    expect(questionIndexFor(list, 2)).toBe(1);
  });
  it('has none for the greeting, a reply after a reply, user messages and error replies', () => {
    expect(questionIndexFor(list, 0)).toBe(-1);
    expect(questionIndexFor(list, 3)).toBe(-1);
    expect(questionIndexFor(list, 1)).toBe(-1);
    expect(questionIndexFor(list, 5)).toBe(-1);
  });
});

describe('chat storage', () => {
  it('keeps the history in session storage and the scroll position in local storage; clear removes both', () => {
    writeHistory([msg('user', 'q')]);
    expect(JSON.parse(sessionStorage.getItem(CHAT_HISTORY_KEY)!)).toHaveLength(1);
    expect(readHistory()[0]!.content).toBe('q');
    writeScrollPosition(120.4);
    expect(localStorage.getItem(STORAGE_KEYS.chatScrollPosition)).toBe('120');
    expect(readScrollPosition()).toBe(120);
    clearChatStorage();
    expect(sessionStorage.getItem(CHAT_HISTORY_KEY)).toBeNull();
    expect(readScrollPosition()).toBeNull();
  });
  it('ignores unreadable values', () => {
    sessionStorage.setItem(CHAT_HISTORY_KEY, '{oops');
    expect(readHistory()).toEqual([]);
    localStorage.setItem(STORAGE_KEYS.chatScrollPosition, 'abc');
    expect(readScrollPosition()).toBeNull();
  });
});
