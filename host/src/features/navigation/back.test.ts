import { backActionFor } from './back';

function store(values: Record<string, string>) {
  return { getItem: (k: string) => values[k] ?? null };
}
const empty = store({});

describe('back button rules', () => {
  it('does nothing on /home', () => {
    expect(backActionFor('/home', { validFlag: true, storage: empty })).toEqual({ kind: 'none' });
  });

  it('goes back two steps on /result', () => {
    expect(backActionFor('/result', { validFlag: true, storage: empty })).toEqual({ kind: 'history', delta: -2 });
  });

  it('on a content page goes to the stored continue-watching URL and clears it', () => {
    const s = store({ continueWatchBackUrl: '/home', subType: 'academic', idSubject: '3' });
    expect(backActionFor('/content/12', { validFlag: true, storage: s })).toEqual({ kind: 'navigate', to: '/home', clearKey: 'continueWatchBackUrl' });
  });

  it('on a content page without it goes to the subject page', () => {
    const s = store({ subType: 'academic', idSubject: '3' });
    expect(backActionFor('/content/12', { validFlag: true, storage: s, lastSubjectPath: '/subject/academic/3/7' })).toEqual({
      kind: 'navigate',
      to: '/subject/academic/3/7',
    });
    // a remembered page of another subject is not used
    expect(backActionFor('/content/12', { validFlag: true, storage: s, lastSubjectPath: '/subject/academic/9/7' })).toEqual({
      kind: 'navigate',
      to: '/subject/academic/3/3',
    });
  });

  it('ignores an unsafe continue-watching URL', () => {
    const s = store({ continueWatchBackUrl: '//evil.example', subType: 'eca', idSubject: '11' });
    expect(backActionFor('/content/1', { validFlag: true, storage: s })).toEqual({ kind: 'navigate', to: '/subject/eca/11/11' });
  });

  it('goes to /home from a subject page', () => {
    expect(backActionFor('/subject/academic/3/7', { validFlag: true, storage: empty })).toEqual({ kind: 'navigate', to: '/home' });
  });

  it('goes back one step elsewhere', () => {
    expect(backActionFor('/discover', { validFlag: true, storage: empty })).toEqual({ kind: 'history', delta: -1 });
    expect(backActionFor('/notifications/', { validFlag: true, storage: empty })).toEqual({ kind: 'history', delta: -1 });
  });

  it('is disabled while validFlag is false', () => {
    expect(backActionFor('/discover', { validFlag: false, storage: empty })).toEqual({ kind: 'disabled' });
    expect(backActionFor('/result', { validFlag: false, storage: empty })).toEqual({ kind: 'disabled' });
  });
});
