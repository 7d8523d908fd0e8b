import { screen } from '@testing-library/react';
import BuildingLegendsPage from './BuildingLegendsPage';
import { mockApi } from '../../../test/mockApi';
import { renderLearning } from '../../../test/render';

test('extra-curricular subjects, live classes (class standard 4, category 2) and webcasted classes', async () => {
  const api = mockApi({
    'GET v1 /subject/eca': { data: [{ idSubject: 11, subjectName: 'PIANO', header: 'Piano' }] },
    'GET v1 /liveClass/allcategory-live-classes': { data: [{ idLiveClass: 31, liveClassHeading: 'Guitar chords', currentRunningFlag: true }] },
    'GET v1 /liveClass/all-extra-cur-webcasted': { data: { content: [{ idLiveClass: 32, liveClassHeading: 'Folk dance basics', liveCompletionFlag: true }], last: true } },
  });
  renderLearning(<BuildingLegendsPage />, { route: '/dashboard/building-legends' });
  expect(await screen.findByRole('link', { name: 'Piano' })).toHaveAttribute('href', '/subject/extra-curricular/11/0');
  expect(await screen.findByRole('link', { name: 'Guitar chords' })).toHaveAttribute('href', '/live-class/31');
  expect(await screen.findByRole('link', { name: 'Folk dance basics' })).toBeInTheDocument();
  expect(api.find('GET', '/liveClass/allcategory-live-classes')[0]!.params).toEqual({ idClassStandard: 4, idLiveClassCategory: 2 });
});

test('no webcasted videos is an empty state, not an error', async () => {
  mockApi({
    'GET v1 /subject/eca': { data: [] },
    'GET v1 /liveClass/allcategory-live-classes': { data: [] },
    'GET v1 /liveClass/all-extra-cur-webcasted': { status: 500, message: 'No Videos Available.' },
  });
  renderLearning(<BuildingLegendsPage />, { route: '/dashboard/building-legends' });
  expect(await screen.findByText('No recorded classes yet.')).toBeInTheDocument();
});
