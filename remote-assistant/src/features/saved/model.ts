import { STORAGE_KEYS } from '@app/shared';

/** A saved question-and-answer pair (spec 3 "Chatbot QA"). */
export interface SavedChat {
  idChatbotQa?: number;
  question: string;
  answer: string;
  idVlUser?: number;
  createdAt?: string;
}

/** Saved chats page size and default page (spec 9). */
export const SAVED_PAGE_SIZE = 5;
export const SAVED_DEFAULT_PAGE = 0;

export interface SavedPagination {
  /** Zero based. */
  currentPage: number;
  pageSize: number;
  totalElements: number;
  totalPages: number;
}

export const EMPTY_PAGINATION: SavedPagination = { currentPage: SAVED_DEFAULT_PAGE, pageSize: SAVED_PAGE_SIZE, totalElements: 0, totalPages: 0 };

export class InvalidSavedChatsResponse extends Error {
  constructor() {
    super('Invalid saved chats response: no content list');
    this.name = 'InvalidSavedChatsResponse';
  }
}

export interface SavedPageData {
  content: unknown;
  pageable?: { pageNumber?: number; pageSize?: number } | string;
  totalElements?: number;
  totalPages?: number;
  number?: number;
  size?: number;
}

function isSavedChat(v: unknown): v is SavedChat {
  const o = v as SavedChat | null;
  return !!o && typeof o === 'object' && typeof o.question === 'string' && typeof o.answer === 'string';
}

/** A saved-chats response must contain a content list, otherwise it is invalid (spec 5). */
export function parseSavedPage(data: SavedPageData | null | undefined, requestedPage: number): { items: SavedChat[]; pagination: SavedPagination } {
  if (!data || typeof data !== 'object' || !Array.isArray(data.content)) throw new InvalidSavedChatsResponse();
  const items = data.content.filter(isSavedChat);
  const pageable = typeof data.pageable === 'object' && data.pageable ? data.pageable : {};
  const pageSize = pageable.pageSize ?? data.size ?? SAVED_PAGE_SIZE;
  const totalElements = typeof data.totalElements === 'number' ? data.totalElements : items.length;
  return {
    items,
    pagination: {
      currentPage: pageable.pageNumber ?? data.number ?? requestedPage,
      pageSize,
      totalElements,
      totalPages: typeof data.totalPages === 'number' ? data.totalPages : Math.ceil(totalElements / Math.max(1, pageSize)),
    },
  };
}

/** The locally stored copy; a corrupt copy resets to an empty list (spec 8). */
export function readLocalSaved(): SavedChat[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEYS.savedChats);
  } catch {
    return [];
  }
  if (raw === null) return [];
  try {
    const v = JSON.parse(raw) as unknown;
    if (Array.isArray(v) && v.every(isSavedChat)) return v;
  } catch {
    /* corrupt: reset below */
  }
  console.error('[assistant] the stored saved chats were corrupt: reset to an empty list');
  writeLocalSaved([]);
  return [];
}

export function writeLocalSaved(items: readonly SavedChat[]): void {
  try {
    localStorage.setItem(STORAGE_KEYS.savedChats, JSON.stringify(items));
  } catch (e) {
    console.error('[assistant] could not store saved chats', e);
  }
}

export const samePair = (a: { question: string; answer: string }, b: { question: string; answer: string }) =>
  a.question === b.question && a.answer === b.answer;
