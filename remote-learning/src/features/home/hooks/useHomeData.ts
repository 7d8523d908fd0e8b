import { useAtomValue } from 'jotai';
import { sessionAtom } from '@app/shared';
import { fetchContinueWatching, fetchLiveNow, fetchStudentSummary, fetchSubStatus, fetchTeachers, fetchUpcoming } from '../../../lib/api';
import { flushPendingSaves } from '../../../lib/progress';
import { useAsync } from '../../../lib/useAsync';
import { useProfileIds } from '../../../hooks/useProfile';
import type { LiveClass, SubjectCard, Teacher, VideoStreamingLog } from '../../../lib/types';

export function useStudentSummary() {
  const s = useAtomValue(sessionAtom);
  const id = s?.userSurId;
  return useAsync((signal) => fetchStudentSummary(id!, { signal, skipErrorToast: true }), [id], { enabled: id != null, empty: null });
}

/** Continue watching; waits for a progress save still in flight (the student just left a video). */
export function useContinueWatching() {
  return useAsync<VideoStreamingLog[]>(
    async (signal) => {
      await flushPendingSaves();
      return fetchContinueWatching({ signal });
    },
    [],
    { empty: [] },
  );
}

export const useLiveNow = () => useAsync<LiveClass[]>((signal) => fetchLiveNow({}, { signal }), [], { empty: [] });
export const useUpcoming = () => useAsync<LiveClass[]>((signal) => fetchUpcoming({}, { signal }), [], { empty: [] });
export const useTeachers = () => useAsync<Teacher[]>((signal) => fetchTeachers('ACADEMIC', { signal }), [], { empty: [] });

export function useSubjects() {
  const p = useProfileIds();
  const key = p ? `${p.idClassStandard}-${p.idSyllabus}-${p.idState}` : '';
  return useAsync<SubjectCard[]>((signal) => fetchSubStatus(p!, { signal }), [key], { enabled: !!p, empty: [] });
}
