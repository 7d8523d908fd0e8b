import { errorActionFor, isBenignMessage } from './errors';

const err = (status: number, message: string, network = false) => ({ status, message, data: null, network, url: '/x' });

describe('error catalogue', () => {
  it.each([
    'No Upcoming Classes found!',
    'No history Available Right Now!',
    'No Videos Found for this Language',
    'No Videos For this language',
    'No Video Found',
    'Currently No Running Live Class Found!',
    'No Videos Available.',
    'History already exists',
    'No Product Found!',
    'Please purchase premium subscription to access this content.',
    'No video logs found',
  ])('suppresses the benign 500 message %s', (m) => {
    expect(isBenignMessage(m)).toBe(true);
    expect(errorActionFor(err(500, m), { pathname: '/home', loggedIn: true })).toEqual({ kind: 'suppress' });
  });

  it('shows any other 500 message', () => {
    expect(errorActionFor(err(500, 'Video Duration Exceed the Limit!'), { pathname: '/home', loggedIn: true })).toEqual({ kind: 'toast', message: 'Video Duration Exceed the Limit!' });
  });

  it('sends a 401 on a share URL home after 3 seconds', () => {
    expect(errorActionFor(err(401, 'Sorry, you are not authorized to stream this content.'), { pathname: '/share/abc', loggedIn: false })).toMatchObject({ kind: 'redirect-home', afterMs: 3000 });
  });

  it('shows the server message for a 401 on login URLs or when logged in', () => {
    expect(errorActionFor(err(401, 'Bad credentials'), { pathname: '/login', loggedIn: false })).toEqual({ kind: 'toast', message: 'Bad credentials' });
    expect(errorActionFor(err(401, 'Access Denied'), { pathname: '/home', loggedIn: true })).toEqual({ kind: 'toast', message: 'Access Denied' });
  });

  it('reports failures with no response and shows nothing', () => {
    expect(errorActionFor(err(0, '', true), { pathname: '/home', loggedIn: true })).toEqual({ kind: 'report' });
  });
});
