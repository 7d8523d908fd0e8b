import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appStore, CHAT_HISTORY_KEY, emit, sessionAtom, setAppConfig, setPlatform, STORAGE_KEYS, type Platform } from '@app/shared';
import { renderWithProviders, testAuthUser } from '@app/shared/testing';
import en from '../locales/en.json';
import {
  envelope,
  installApi,
  installRecognition,
  installSpeechSynthesis,
  installStreamingFetch,
  removeRecognition,
  removeSpeechSynthesis,
  springPage,
  type FakeRequest,
} from '../testing/fakes';
import AssistantWidget from './AssistantWidget';

const increment = jest.fn(async () => undefined);
let errSpy: jest.SpyInstance;
let warnSpy: jest.SpyInstance;

beforeEach(() => {
  setAppConfig({ assistantBase: '' });
  setPlatform({ kind: 'self-hosted', clickCounter: { increment } } as unknown as Platform);
  appStore.set(sessionAtom, testAuthUser({ firstName: 'Asha', userSurId: 11, userId: 11 }));
  localStorage.removeItem(STORAGE_KEYS.savedChats);
  errSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warnSpy = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  removeSpeechSynthesis();
  removeRecognition();
  errSpy.mockRestore();
  warnSpy.mockRestore();
});

type SavedRow = { idChatbotQa: number; question: string; answer: string };
/** A small in-memory saved-pairs server behind the axios adapter. */
function savedServer(rows: SavedRow[] = [], opts: { failGet?: boolean; failSave?: boolean } = {}) {
  let next = 100;
  const requests = installApi((req: FakeRequest) => {
    if (req.url === '/quiz/get-chatbot-qa') {
      if (opts.failGet) return { status: 500, body: { data: null, statusCode: 500, message: 'boom' } };
      const page = Number(req.params.page);
      const size = Number(req.params.size);
      return envelope(springPage(rows.slice(page * size, page * size + size), page, size, rows.length), 'Fetched Successfully');
    }
    if (req.url === '/quiz/save-chatbot-qa') {
      if (opts.failSave) return { status: 500, body: { data: null, statusCode: 500, message: 'boom' } };
      const body = req.data as { question: string; answer: string };
      const row = { idChatbotQa: next++, question: body.question, answer: body.answer };
      rows.unshift(row);
      return envelope(row, 'Successfull request');
    }
    if (req.url === '/quiz/delete-chatbot-qa') {
      const id = Number(req.params.idChatbotQa);
      const i = rows.findIndex((r) => r.idChatbotQa === id);
      if (i >= 0) rows.splice(i, 1);
      return envelope(i >= 0, 'Deleted Successfully');
    }
    return { status: 404, body: { data: null, statusCode: 404, message: 'not found' } };
  });
  return { rows, requests };
}

function render() {
  return renderWithProviders(<AssistantWidget />, { store: appStore, messages: { assistant: en } });
}

async function openPanel() {
  fireEvent.click(screen.getByRole('button', { name: en.open }));
  // The real panel (not the Suspense fallback frame) has the tabs.
  await screen.findByRole('tablist');
  return screen.getByRole('dialog');
}

const textarea = () => screen.getByLabelText(en.inputLabel) as HTMLTextAreaElement;
const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));

async function ask(text: string) {
  fireEvent.change(textarea(), { target: { value: text } });
  fireEvent.keyUp(textarea(), { key: 'Enter' });
}

describe('opening the panel', () => {
  it('shows the pulsing button only while closed; opening counts the click, stops speech and greets by name', async () => {
    savedServer();
    const { synth } = installSpeechSynthesis();
    render();
    const panel = await openPanel();
    expect(screen.queryByRole('button', { name: en.open })).not.toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Vistas AI Assistant' })).toBeInTheDocument();
    expect(await screen.findByText('Hello Asha! How can I assist you today? 😊')).toBeInTheDocument();
    expect(synth.cancel).toHaveBeenCalled();
    await waitFor(() => expect(increment).toHaveBeenCalledTimes(1));
    expect(textarea()).toHaveAttribute('placeholder', 'Type your message or click the mic to speak...');

    fireEvent.click(within(panel).getByRole('button', { name: en.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.open })).toHaveFocus();
    await openPanel();
    // Not greeted twice; counted again.
    expect(screen.getAllByText(/How can I assist you today/)).toHaveLength(1);
    await waitFor(() => expect(increment).toHaveBeenCalledTimes(2));
  });

  it('greets without a name when there is no first name, and a failing counter is only logged', async () => {
    savedServer();
    increment.mockRejectedValueOnce(new Error('offline'));
    appStore.set(sessionAtom, testAuthUser({ firstName: '' }));
    render();
    await openPanel();
    expect(await screen.findByText('Hello! How can I assist you today? 😊')).toBeInTheDocument();
    await waitFor(() => expect(errSpy).toHaveBeenCalledWith('[assistant] click counter update failed', expect.any(Error)));
  });

  it('opens on the assistant/open event and closes with Escape', async () => {
    savedServer();
    render();
    act(() => emit('assistant/open', {}));
    await screen.findByRole('dialog', { name: en.titleChat });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clears the chat history and scroll position on mount, and restores the scroll position on open', async () => {
    savedServer();
    // jsdom has no layout: give the list a height and content taller than it.
    const sh = jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(1000);
    const ch = jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
    sessionStorage.setItem(CHAT_HISTORY_KEY, '[{"role":"user","content":"old"}]');
    localStorage.setItem(STORAGE_KEYS.chatScrollPosition, '300');
    render();
    expect(sessionStorage.getItem(CHAT_HISTORY_KEY)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.chatScrollPosition)).toBeNull();
    await openPanel();
    const log = screen.getByTestId('chat-messages');
    log.scrollTop = 42;
    fireEvent.scroll(log);
    expect(localStorage.getItem(STORAGE_KEYS.chatScrollPosition)).toBe('42');
    fireEvent.click(screen.getByRole('button', { name: en.close }));
    await openPanel();
    expect(screen.getByTestId('chat-messages').scrollTop).toBe(42);
    sh.mockRestore();
    ch.mockRestore();
  });
});

describe('chatting', () => {
  it('streams a reply: loading, stop available on the first chunk, the reply grows, then send returns', async () => {
    savedServer();
    const http = installStreamingFetch();
    render();
    await openPanel();
    expect(screen.getByRole('button', { name: en.send })).toBeDisabled();
    await ask('  What is photosynthesis?  ');
    expect(screen.getByText('What is photosynthesis?')).toBeInTheDocument();
    expect(textarea().value).toBe('');
    expect(textarea()).toBeDisabled();
    expect(screen.getByTestId('chat-loading')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.send })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.stop })).toBeDisabled();

    const s = await http.next();
    expect(JSON.parse(String(s.init.body))).toEqual({ text: 'What is photosynthesis?' });
    await act(() => s.push('<p>Plants make '));
    expect(screen.queryByTestId('chat-loading')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.stop })).toBeEnabled();
    await act(() => s.push('food from <b>sunlight</b>.</p>'));
    const replies = screen.getAllByTestId('ai-message');
    expect(replies[replies.length - 1]).toHaveTextContent('Plants make food from sunlight.');
    await act(() => s.end());
    expect(screen.getByRole('button', { name: en.send })).toBeInTheDocument();
    expect(textarea()).toBeEnabled();
    const stored = JSON.parse(sessionStorage.getItem(CHAT_HISTORY_KEY)!) as { role: string; content: string }[];
    expect(stored.map((m) => m.role)).toEqual(['ai', 'user', 'ai']);
    expect(stored[2]!.content).toBe('<p>Plants make food from <b>sunlight</b>.</p>');
  });

  it('stop aborts the request and appends the stop note, without an error', async () => {
    savedServer();
    const http = installStreamingFetch();
    render();
    await openPanel();
    await ask('Tell me a long story');
    const s = await http.next();
    await act(() => s.push('Once upon a time'));
    fireEvent.click(screen.getByRole('button', { name: en.stop }));
    await flush();
    expect((s.init.signal as AbortSignal).aborted).toBe(true);
    const replies = screen.getAllByTestId('ai-message');
    expect(replies[replies.length - 1]!.querySelector('.content')!.textContent).toBe('Once upon a time\n\n[Response stopped by user]');
    expect(screen.queryByText(en.error)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.send })).toBeInTheDocument();
  });

  it('shows the error message as an assistant message on a non-OK status', async () => {
    savedServer();
    installStreamingFetch(503);
    render();
    await openPanel();
    await ask('hello');
    expect(await screen.findByText('Sorry, there was an error processing your request.')).toBeInTheDocument();
    expect(textarea()).toBeEnabled();
  });

  it('sends nothing for blank text, and Enter sends only on key release', async () => {
    savedServer();
    const http = installStreamingFetch();
    render();
    await openPanel();
    await ask('    ');
    expect(http.fetchMock).not.toHaveBeenCalled();
    fireEvent.change(textarea(), { target: { value: 'hi' } });
    fireEvent.keyDown(textarea(), { key: 'Enter' });
    expect(http.fetchMock).not.toHaveBeenCalled();
    fireEvent.keyUp(textarea(), { key: 'Enter' });
    expect(screen.getByText('hi')).toBeInTheDocument();
  });

  it('renders user text as plain text and sanitises assistant HTML', async () => {
    savedServer();
    const http = installStreamingFetch();
    render();
    await openPanel();
    await ask('<b>bold?</b>');
    expect(screen.getByText('<b>bold?</b>')).toBeInTheDocument();
    const s = await http.next();
    await act(() => s.push('<p onclick="alert(1)">Safe <a href="/content/5">video</a></p><img src=x onerror="alert(1)"><script>alert(1)</script>'));
    await act(() => s.end());
    const replies = screen.getAllByTestId('ai-message');
    const html = replies[replies.length - 1]!.querySelector('.content')!.innerHTML;
    expect(html).toBe('<p>Safe <a href="/content/5">video</a></p>');
  });
});

describe('read aloud and voice', () => {
  it('offers read aloud on assistant messages other than the first, toggling its title', async () => {
    savedServer();
    installSpeechSynthesis();
    const http = installStreamingFetch();
    render();
    await openPanel();
    expect(screen.queryByRole('button', { name: 'Read this response' })).not.toBeInTheDocument();
    await ask('hi');
    const s = await http.next();
    await act(() => s.push('Hello student.'));
    await act(() => s.end());
    const read = screen.getByRole('button', { name: 'Read this response' });
    expect(read).toHaveAttribute('title', 'Read this response');
    fireEvent.click(read);
    expect(screen.getByRole('button', { name: 'Stop speech' })).toHaveAttribute('title', 'Stop speech');
    fireEvent.click(screen.getByRole('button', { name: 'Stop speech' }));
    expect(screen.getByRole('button', { name: 'Read this response' })).toBeInTheDocument();
  });

  it('hides voice features without browser support', async () => {
    savedServer();
    render();
    await openPanel();
    expect(screen.queryByRole('button', { name: en.micStart })).not.toBeInTheDocument();
    expect(warnSpy).toHaveBeenCalledWith(expect.stringContaining('not supported'));
  });

  it('listening disables the text area and send; the mic is disabled while generating', async () => {
    savedServer();
    const current = installRecognition();
    const http = installStreamingFetch();
    render();
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: en.micStart }));
    expect(textarea().value).toBe('Listening... (click mic to stop)');
    expect(textarea()).toBeDisabled();
    expect(screen.getByRole('button', { name: en.send })).toBeDisabled();
    act(() => current().emit([['what is gravity', true]]));
    expect(textarea().value).toBe('what is gravity');
    // Enter is ignored while listening (the text area is disabled, send too).
    fireEvent.click(screen.getByRole('button', { name: en.micStop }));
    expect(textarea().value).toBe('what is gravity');
    fireEvent.click(screen.getByRole('button', { name: en.send }));
    await http.next();
    expect(screen.getByRole('button', { name: en.micStart })).toBeDisabled();
  });
});

describe('bookmarks and the Saved tab', () => {
  async function chatOnce(answer: string) {
    const http = installStreamingFetch();
    await ask('What is a cell?');
    const s = await http.next();
    await act(() => s.push(answer));
    await act(() => s.end());
  }

  it('fetches saved chats at load only when userSurId exists', async () => {
    const { requests } = savedServer();
    render();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/quiz/get-chatbot-qa', params: { userSurId: 11, page: 0, size: 5 } });
  });

  it('does not fetch at load without a userSurId', async () => {
    const { requests } = savedServer();
    appStore.set(sessionAtom, testAuthUser({ userSurId: 0 as unknown as number }));
    render();
    await flush();
    expect(requests).toHaveLength(0);
  });

  it('saves a pair, then deletes it by the id the save returned', async () => {
    const { requests, rows } = savedServer();
    render();
    await openPanel();
    await chatOnce('A cell is the smallest unit of life.');
    const toggle = screen.getByRole('button', { name: en.bookmark });
    fireEvent.click(toggle);
    await waitFor(() => expect(rows).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: '/quiz/save-chatbot-qa',
      data: { userId: 11, question: 'What is a cell?', answer: 'A cell is the smallest unit of life.' },
    });
    const saved = screen.getByRole('button', { name: en.removeBookmark });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(saved);
    await waitFor(() => expect(rows).toHaveLength(0));
    expect(requests.find((r) => r.method === 'DELETE')).toMatchObject({ url: '/quiz/delete-chatbot-qa', params: { idChatbotQa: 100 } });
    // The list is refetched after a truthy delete.
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET').length).toBeGreaterThanOrEqual(2));
    expect(screen.getByRole('button', { name: en.bookmark })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the icon toggled when a save fails (logged only)', async () => {
    savedServer([], { failSave: true });
    render();
    await openPanel();
    await chatOnce('Answer.');
    fireEvent.click(screen.getByRole('button', { name: en.bookmark }));
    await waitFor(() => expect(errSpy).toHaveBeenCalledWith('[assistant] saving the bookmark failed', expect.anything()));
    expect(screen.getByRole('button', { name: en.removeBookmark })).toHaveAttribute('aria-pressed', 'true');
  });

  it('marks chat replies saved when a fetch returns the same pair', async () => {
    const rows = [{ idChatbotQa: 5, question: 'What is a cell?', answer: 'Known answer.' }];
    const { requests } = savedServer(rows);
    render();
    await openPanel();
    await chatOnce('Known answer.');
    expect(screen.getByRole('button', { name: en.bookmark })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: en.tabSaved }));
    await screen.findByText('Known answer.', { selector: '[data-testid="saved-item"] *' });
    fireEvent.click(screen.getByRole('tab', { name: en.tabChat }));
    expect(screen.getByRole('button', { name: en.removeBookmark })).toBeInTheDocument();
    // Removing it from the chat deletes it by the fetched id.
    fireEvent.click(screen.getByRole('button', { name: en.removeBookmark }));
    await waitFor(() => expect(requests.find((r) => r.method === 'DELETE')?.params).toEqual({ idChatbotQa: 5 }));
  });

  it('shows the Saved tab with its title, empty state, and pages of 5 with Page X of Y', async () => {
    const rows: SavedRow[] = [];
    const { requests } = savedServer(rows);
    render();
    await openPanel();
    fireEvent.click(screen.getByRole('tab', { name: en.tabSaved }));
    expect(screen.getByRole('heading', { name: 'Saved Bookmarks' })).toBeInTheDocument();
    expect(await screen.findByText('No saved bookmarks yet')).toBeInTheDocument();
    expect(screen.getByText('Click the bookmark icon on AI responses to save them')).toBeInTheDocument();
    expect(screen.queryByText(/Page \d of/)).not.toBeInTheDocument();

    for (let i = 1; i <= 12; i++) rows.push({ idChatbotQa: i, question: `Q${i}`, answer: `A${i}` });
    fireEvent.click(screen.getByRole('tab', { name: en.tabChat }));
    fireEvent.click(screen.getByRole('tab', { name: en.tabSaved }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getAllByTestId('saved-item')).toHaveLength(5);
    expect(screen.getByRole('button', { name: en.previous })).toBeDisabled();
    const next = screen.getByRole('button', { name: en.next });
    expect(next).toBeEnabled();
    fireEvent.click(next);
    // Both disabled while fetching.
    expect(screen.getByRole('button', { name: en.next })).toBeDisabled();
    expect(screen.getByRole('button', { name: en.previous })).toBeDisabled();
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: en.next }));
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getAllByTestId('saved-item')).toHaveLength(2);
    expect(screen.getByRole('button', { name: en.next })).toBeDisabled();
    expect(screen.getByRole('button', { name: en.previous })).toBeEnabled();
    expect(requests.filter((r) => r.method === 'GET').map((r) => r.params.page)).toEqual([0, 0, 0, 1, 2]);
  });

  it('clicking Saved when already active does not refetch', async () => {
    const { requests } = savedServer();
    render();
    await openPanel();
    fireEvent.click(screen.getByRole('tab', { name: en.tabSaved }));
    await flush();
    const n = requests.length;
    fireEvent.click(screen.getByRole('tab', { name: en.tabSaved }));
    await flush();
    expect(requests).toHaveLength(n);
  });

  it('falls back to the locally stored copy when the fetch fails', async () => {
    localStorage.setItem(STORAGE_KEYS.savedChats, JSON.stringify([{ idChatbotQa: 9, question: 'Stored Q', answer: 'Stored A' }]));
    savedServer([], { failGet: true });
    render();
    await openPanel();
    fireEvent.click(screen.getByRole('tab', { name: en.tabSaved }));
    expect(await screen.findByText('Stored Q')).toBeInTheDocument();
    expect(errSpy).toHaveBeenCalledWith('[assistant] saved chats fetch failed: using the stored copy', expect.anything());
  });

  it('removes a pair without an id from the local list only', async () => {
    localStorage.setItem(STORAGE_KEYS.savedChats, JSON.stringify([{ question: 'Local Q', answer: 'Local A' }]));
    const { requests } = savedServer([], { failGet: true });
    render();
    await openPanel();
    fireEvent.click(screen.getByRole('tab', { name: en.tabSaved }));
    await screen.findByText('Local Q');
    fireEvent.click(screen.getByRole('button', { name: en.removeBookmark }));
    expect(await screen.findByText('No saved bookmarks yet')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.savedChats)!)).toEqual([]);
  });

  it('the tabs are keyboard operable', async () => {
    savedServer();
    render();
    await openPanel();
    const chatTab = screen.getByRole('tab', { name: en.tabChat });
    chatTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: en.tabSaved })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: en.tabSaved })).toHaveFocus();
  });
});
