import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteChatbotQa, getChatbotQa, saveChatbotQa } from '../api/savedChats';
import {
  EMPTY_PAGINATION,
  parseSavedPage,
  readLocalSaved,
  samePair,
  SAVED_DEFAULT_PAGE,
  SAVED_PAGE_SIZE,
  writeLocalSaved,
  type SavedChat,
  type SavedPagination,
} from '../model';

export type SavedChange = { kind: 'fetched'; items: SavedChat[] } | { kind: 'removed'; item: SavedChat };

export interface SavedChatsApi {
  items: SavedChat[];
  pagination: SavedPagination;
  fetching: boolean;
  fetchPage: (page: number) => Promise<void>;
  /** Saves a pair; returns the stored pair (with its id) or null on failure (logged only). */
  save: (question: string, answer: string) => Promise<SavedChat | null>;
  /** Deletes by idChatbotQa when known, otherwise removes it from the local list only. */
  remove: (pair: { question: string; answer: string; idChatbotQa?: number }) => Promise<void>;
}

/**
 * Saved bookmarks (spec 4 "Bookmark toggle", 8 "Assistant"): pages of 5 from the server; a
 * failed or invalid fetch falls back to the locally stored copy; fetched at load only when
 * userSurId exists. `onChange` reports fetches and deletions so the chat's flags keep in step.
 */
export function useSavedChats({ userSurId, userId, onChange }: { userSurId?: number | null; userId?: number | null; onChange?: (c: SavedChange) => void }): SavedChatsApi {
  const [items, setItems] = useState<SavedChat[]>(() => readLocalSaved());
  const [pagination, setPagination] = useState<SavedPagination>(EMPTY_PAGINATION);
  const [fetching, setFetching] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const pageRef = useRef(pagination);
  pageRef.current = pagination;
  const reqRef = useRef(0);

  const fetchPage = useCallback(
    async (page: number) => {
      const req = ++reqRef.current;
      setFetching(true);
      try {
        if (!userSurId) throw new Error('No userSurId: saved chats cannot be fetched');
        const data = await getChatbotQa(userSurId, page, SAVED_PAGE_SIZE);
        const parsed = parseSavedPage(data, page);
        if (req !== reqRef.current) return;
        // An emptied last page (after a delete): step back to the page before it.
        if (!parsed.items.length && page > 0 && parsed.pagination.totalElements > 0) {
          await fetchPage(Math.max(0, Math.min(page - 1, parsed.pagination.totalPages - 1)));
          return;
        }
        setItems(parsed.items);
        setPagination(parsed.pagination);
        writeLocalSaved(parsed.items);
        onChangeRef.current?.({ kind: 'fetched', items: parsed.items });
      } catch (e) {
        if (req !== reqRef.current) return;
        console.error('[assistant] saved chats fetch failed: using the stored copy', e);
        const local = readLocalSaved();
        setItems(local);
        setPagination({ currentPage: SAVED_DEFAULT_PAGE, pageSize: SAVED_PAGE_SIZE, totalElements: local.length, totalPages: local.length ? 1 : 0 });
      } finally {
        if (req === reqRef.current) setFetching(false);
      }
    },
    [userSurId],
  );

  useEffect(() => {
    if (userSurId) void fetchPage(SAVED_DEFAULT_PAGE);
  }, [userSurId, fetchPage]);

  const save = useCallback(
    async (question: string, answer: string) => {
      try {
        const stored = await saveChatbotQa({ userId: userId ?? undefined, question, answer });
        return stored ?? { question, answer };
      } catch (e) {
        console.error('[assistant] saving the bookmark failed', e);
        return null;
      }
    },
    [userId],
  );

  const remove = useCallback(
    async (pair: { question: string; answer: string; idChatbotQa?: number }) => {
      const id = pair.idChatbotQa ?? itemsRef.current.find((s) => samePair(s, pair))?.idChatbotQa;
      const removed: SavedChat = { question: pair.question, answer: pair.answer, idChatbotQa: id };
      if (id === undefined) {
        const next = itemsRef.current.filter((s) => !samePair(s, pair));
        setItems(next);
        writeLocalSaved(next);
        onChangeRef.current?.({ kind: 'removed', item: removed });
        return;
      }
      try {
        const ok = await deleteChatbotQa(id);
        if (!ok) return;
        onChangeRef.current?.({ kind: 'removed', item: removed });
        await fetchPage(pageRef.current.currentPage);
      } catch (e) {
        console.error('[assistant] deleting the bookmark failed', e);
      }
    },
    [fetchPage],
  );

  return { items, pagination, fetching, fetchPage, save, remove };
}
