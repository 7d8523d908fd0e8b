import { act, renderHook, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@app/shared';
import { envelope, installApi, springPage } from '../../../testing/fakes';
import { useSavedChats } from './useSavedChats';

let errSpy: jest.SpyInstance;
beforeEach(() => {
  errSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.removeItem(STORAGE_KEYS.savedChats);
});
afterEach(() => errSpy.mockRestore());

describe('useSavedChats', () => {
  it('stores each fetched page locally and reports it', async () => {
    installApi(() => envelope(springPage([{ idChatbotQa: 1, question: 'q', answer: 'a' }], 0, 5, 1)));
    const onChange = jest.fn();
    const { result } = renderHook(() => useSavedChats({ userSurId: 4, userId: 4, onChange }));
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.savedChats)!)).toEqual([{ idChatbotQa: 1, question: 'q', answer: 'a' }]);
    expect(onChange).toHaveBeenCalledWith({ kind: 'fetched', items: [{ idChatbotQa: 1, question: 'q', answer: 'a' }] });
    expect(result.current.pagination).toEqual({ currentPage: 0, pageSize: 5, totalElements: 1, totalPages: 1 });
  });

  it('treats a response without a content list as invalid: logged, local copy used', async () => {
    localStorage.setItem(STORAGE_KEYS.savedChats, JSON.stringify([{ question: 'local', answer: 'copy' }]));
    installApi(() => envelope({ items: [] }));
    const onChange = jest.fn();
    const { result } = renderHook(() => useSavedChats({ userSurId: 4, onChange }));
    await waitFor(() => expect(result.current.fetching).toBe(false));
    expect(result.current.items).toEqual([{ question: 'local', answer: 'copy' }]);
    expect(errSpy).toHaveBeenCalledWith('[assistant] saved chats fetch failed: using the stored copy', expect.objectContaining({ name: 'InvalidSavedChatsResponse' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('deletion does nothing without an id on the server, and a falsy delete result keeps the list', async () => {
    const requests = installApi((req) => (req.method === 'DELETE' ? envelope(false) : envelope(springPage([{ idChatbotQa: 2, question: 'q', answer: 'a' }], 0, 5, 1))));
    const onChange = jest.fn();
    const { result } = renderHook(() => useSavedChats({ userSurId: 4, onChange }));
    await waitFor(() => expect(result.current.items).toHaveLength(1));
    onChange.mockClear();
    await act(() => result.current.remove({ question: 'q', answer: 'a' }));
    expect(requests.filter((r) => r.method === 'DELETE')[0]!.params).toEqual({ idChatbotQa: 2 });
    expect(onChange).not.toHaveBeenCalled();
    expect(result.current.items).toHaveLength(1);
  });

  it('steps back a page when a delete empties the last page', async () => {
    const rows = Array.from({ length: 6 }, (_, i) => ({ idChatbotQa: i + 1, question: `q${i}`, answer: `a${i}` }));
    const requests = installApi((req) => {
      if (req.method === 'DELETE') {
        rows.splice(rows.findIndex((r) => r.idChatbotQa === Number(req.params.idChatbotQa)), 1);
        return envelope(true);
      }
      const page = Number(req.params.page);
      return envelope(springPage(rows.slice(page * 5, page * 5 + 5), page, 5, rows.length));
    });
    const { result } = renderHook(() => useSavedChats({ userSurId: 4 }));
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    await act(() => result.current.fetchPage(1));
    expect(result.current.pagination.currentPage).toBe(1);
    await act(() => result.current.remove(result.current.items[0]!));
    expect(result.current.pagination.currentPage).toBe(0);
    expect(result.current.items).toHaveLength(5);
    expect(requests.filter((r) => r.method === 'GET').map((r) => r.params.page)).toEqual([0, 1, 1, 0]);
  });
});
