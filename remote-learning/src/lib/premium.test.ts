import { ApiError } from '@app/shared';
import { recordEvents } from '../test/events';
import { handleGatedError, isPremiumRequired } from './premium';

const err = (status: number, message: string) => new ApiError({ status, message, data: null, network: false, url: '/x' });

test('402 and 406 open the premium dialog and show no error toast', () => {
  const ev = recordEvents('premium/required', 'toast/error');
  expect(handleGatedError(err(402, 'Please purchase premium subscription to access this content.'), 'content')).toBe(true);
  expect(handleGatedError(err(406, 'Please subscribe to access webcasted videos!'), 'live-class')).toBe(true);
  expect(ev.of('premium/required')).toEqual([{ source: 'content' }, { source: 'live-class' }]);
  expect(ev.of('toast/error')).toEqual([]);
  ev.stop();
});

test('other failures go through the error catalogue', () => {
  const ev = recordEvents('premium/required', 'toast/error');
  expect(handleGatedError(err(403, 'User dosent have access to view this content.'), 'live-class')).toBe(false);
  expect(isPremiumRequired(err(403, 'x'))).toBe(false);
  expect(ev.of('premium/required')).toEqual([]);
  expect(ev.of('toast/error')).toHaveLength(1);
  ev.stop();
});
