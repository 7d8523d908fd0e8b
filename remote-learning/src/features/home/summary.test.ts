import { summaryEntries } from './summary';

describe('summaryEntries', () => {
  const base = { idVlUser: 1, firstName: 'Aarav', totalSubjects: 4, totalVideos: 14, completedVideos: 2, totalVideosWatched: 4, liveClassesAttended: 3, quizzesAttempted: 0, percentageCompletion: 14.3 };

  it('shows watch time in minutes below one hour', () => {
    const e = summaryEntries({ ...base, totalWatchMinutes: 42, totalWatchHours: 0.7 } as never);
    expect(e).toContainEqual(['totalWatchMinutes', '42']);
    expect(e.map(([k]) => k)).not.toContain('totalWatchHours');
  });

  it('shows watch time in hours from one hour on', () => {
    const e = summaryEntries({ ...base, totalWatchMinutes: 95, totalWatchHours: 1.58 } as never);
    expect(e).toContainEqual(['totalWatchHours', '1.6']);
    expect(e.map(([k]) => k)).not.toContain('totalWatchMinutes');
  });

  it('keeps hours when the server sends no minutes, and skips unknown or empty fields', () => {
    const e = summaryEntries({ totalWatchHours: 0.5, firstName: 'A', quizzesAttempted: '' } as never);
    expect(e).toEqual([['totalWatchHours', '0.5']]);
  });

  it('lists the known fields in display order', () => {
    const e = summaryEntries({ ...base, totalWatchMinutes: 1, totalWatchHours: 0.02 } as never);
    expect(e.map(([k]) => k)).toEqual(['totalSubjects', 'completedVideos', 'totalVideosWatched', 'totalWatchMinutes', 'liveClassesAttended', 'quizzesAttempted', 'percentageCompletion']);
  });
});
