/**
 * Spring Data 2.2 `Page` JSON, as the original's pages look inside `data`.
 * `pageOf` for a page of a larger result (`pageable` object, `pageNumber` 0-based);
 * `pageFromList` for a page built from a plain list (`pageable: "INSTANCE"`).
 */
export interface SpringSort {
  sorted: boolean;
  unsorted: boolean;
  empty: boolean;
}

export interface SpringPageable {
  sort: SpringSort;
  offset: number;
  pageNumber: number;
  pageSize: number;
  paged: boolean;
  unpaged: boolean;
}

export interface SpringPage<T> {
  content: T[];
  pageable: SpringPageable | 'INSTANCE';
  totalPages: number;
  totalElements: number;
  last: boolean;
  size: number;
  number: number;
  sort: SpringSort;
  numberOfElements: number;
  first: boolean;
  empty: boolean;
}

const sortOf = (sorted: boolean): SpringSort => ({ sorted, unsorted: !sorted, empty: !sorted });

/** Largest page number we serve; keeps OFFSET bounded. */
export const MAX_PAGE_NUMBER = 10_000;

export function pageOf<T>(
  content: T[],
  pageNumber: number,
  pageSize: number,
  totalElements: number,
  sorted = false,
): SpringPage<T> {
  const totalPages = pageSize === 0 ? 1 : Math.ceil(totalElements / pageSize);
  const sort = sortOf(sorted);
  return {
    content,
    pageable: { sort, offset: pageNumber * pageSize, pageNumber, pageSize, paged: true, unpaged: false },
    totalPages,
    totalElements,
    last: pageNumber + 1 >= totalPages,
    size: pageSize,
    number: pageNumber,
    sort,
    numberOfElements: content.length,
    first: pageNumber === 0,
    empty: content.length === 0,
  };
}

export function pageFromList<T>(content: T[]): SpringPage<T> {
  return {
    content,
    pageable: 'INSTANCE',
    totalPages: 1,
    totalElements: content.length,
    last: true,
    size: content.length,
    number: 0,
    sort: sortOf(false),
    numberOfElements: content.length,
    first: true,
    empty: content.length === 0,
  };
}

/** `{limit, offset}` for a page request. */
export function pageWindow(pageNumber: number, pageSize: number): { limit: number; offset: number } {
  return { limit: pageSize, offset: pageNumber * pageSize };
}
