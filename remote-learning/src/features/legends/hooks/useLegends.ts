import { useEffect, useState } from 'react';
import { ApiError, isBenignMessage } from '@app/shared';
import { fetchEcaSubjects, fetchExtraCurricularLive, fetchExtraCurricularWebcasted } from '../../../lib/api';
import type { LiveClass, Subject } from '../../../lib/types';
import { appendUnique, useAsync } from '../../../lib/useAsync';

export const useEcaSubjects = () => useAsync<Subject[]>((signal) => fetchEcaSubjects({ signal }), [], { empty: [] });
/** Extra-curricular live classes: class standard 4, category 2. */
export const useEcaLive = () => useAsync<LiveClass[]>((signal) => fetchExtraCurricularLive({ signal }), [], { empty: [] });

/** Webcasted extra-curricular classes, page by page. */
export function useEcaWebcasted() {
  const [items, setItems] = useState<LiveClass[]>([]);
  const [page, setPage] = useState(0);
  const [last, setLast] = useState(true);
  const [status, setStatus] = useState<'loading' | 'success' | 'error'>('loading');
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const ctrl = new AbortController();
    setStatus('loading');
    fetchExtraCurricularWebcasted(page, { signal: ctrl.signal }).then(
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
          setLast(true);
          setStatus('success');
        } else setStatus('error');
      },
    );
    return () => ctrl.abort();
  }, [page, tick]);
  return { items, status, hasMore: !last, loadMore: () => setPage((n) => n + 1), reload: () => setTick((n) => n + 1) };
}
