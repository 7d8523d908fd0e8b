import { fetchWatchedHistory, type WatchedHistoryParams } from '../../../lib/api';
import type { LiveClassWatchedHistory } from '../../../lib/types';
import { useAsync } from '../../../lib/useAsync';

export interface HistoryResult {
  academic: LiveClassWatchedHistory[];
  extra: LiveClassWatchedHistory[];
  last: boolean;
}

const EMPTY: HistoryResult = { academic: [], extra: [], last: true };

/** The watched live classes: a page whose single content item groups ACADEMIC and EXTRA_CUR. */
export function useWatchedHistory(p: WatchedHistoryParams) {
  return useAsync<HistoryResult>(
    async (signal) => {
      const page = await fetchWatchedHistory(p, { signal });
      const groups = page?.content?.[0] ?? {};
      return { academic: groups.ACADEMIC ?? [], extra: groups.EXTRA_CUR ?? [], last: !page || page.last !== false };
    },
    [p.pageNumber, p.idSubject, p.idLanguage, p.free],
    { empty: EMPTY },
  );
}
