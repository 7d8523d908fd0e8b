import { useEffect, useState } from 'react';
import { ApiError, isBenignMessage } from '@app/shared';
import { fetchFreeLiveClasses, type FreeLiveFilters, type ProfileIds } from '../../../lib/api';
import type { LiveClass } from '../../../lib/types';
import { appendUnique } from '../../../lib/useAsync';

/** What the student picks on the free-live-class filter bar. */
export interface FreeLiveUiFilters {
  category: number; // -1 any, 1 academic, 2 extra-curricular
  idLanguage: number;
  idSubject: number;
  status: 'all' | 'live' | 'completed' | 'upcoming';
}

export const DEFAULT_FREE_FILTERS: FreeLiveUiFilters = { category: -1, idLanguage: -1, idSubject: -1, status: 'all' };

/** The query of GET /free-live-class: the student's own class, syllabus and state; -1 means any. */
export function toFreeLiveQuery(ui: FreeLiveUiFilters, p: ProfileIds, page: number): FreeLiveFilters {
  const flags =
    ui.status === 'live'
      ? { currentRunningFlag: 1, completionFlag: 0 }
      : ui.status === 'completed'
        ? { currentRunningFlag: 0, completionFlag: 1 }
        : ui.status === 'upcoming'
          ? { currentRunningFlag: 0, completionFlag: 0 }
          : { currentRunningFlag: -1, completionFlag: -1 };
  return {
    idClassStandard: p.idClassStandard,
    idSyllabus: p.idSyllabus,
    idState: p.idState,
    idLiveClassCategory: ui.category,
    idLanguage: ui.idLanguage,
    idSubject: ui.idSubject,
    page,
    ...flags,
  };
}

/** Pages of free live classes (12 a page) for the chosen filters, with "load more". */
export function useFreeLiveClasses(ui: FreeLiveUiFilters, p: ProfileIds | null) {
  const [items, setItems] = useState<LiveClass[]>([]);
  const [page, setPage] = useState(0);
  const [last, setLast] = useState(true);
  const [status, setStatus] = useState<'loading' | 'success' | 'error'>('loading');
  const [tick, setTick] = useState(0);
  const filterKey = JSON.stringify(ui) + (p ? JSON.stringify(p) : '');

  useEffect(() => {
    setItems([]);
    setPage(0);
  }, [filterKey]);

  useEffect(() => {
    if (!p) return;
    const ctrl = new AbortController();
    setStatus('loading');
    fetchFreeLiveClasses(toFreeLiveQuery(ui, p, page), { signal: ctrl.signal }).then(
      (res) => {
        if (ctrl.signal.aborted) return;
        const content = res?.content ?? [];
        setItems((prev) => (page === 0 ? content : appendUnique(prev, content, (c) => c.idLiveClass)));
        setLast(!res || res.last !== false);
        setStatus('success');
      },
      (e: unknown) => {
        if (ctrl.signal.aborted) return;
        if (e instanceof ApiError && isBenignMessage(e.message)) {
          if (page === 0) setItems([]);
          setLast(true);
          setStatus('success');
        } else setStatus('error');
      },
    );
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterKey, page, tick]);

  return {
    items,
    status,
    hasMore: !last,
    loadMore: () => setPage((n) => n + 1),
    reload: () => setTick((n) => n + 1),
  };
}
