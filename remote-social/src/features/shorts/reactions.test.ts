import { feedKeyDelta, nextReaction, pickVideoLink } from './reactions';

const base = { idSocialVideo: 1, likeFlag: false, disLikeFlag: false, totalLikes: 10, totalDisLikes: 2 };

test('like toggles on and off', () => {
  const liked = nextReaction(base, 'like');
  expect(liked).toMatchObject({ likeFlag: true, disLikeFlag: false, totalLikes: 11, totalDisLikes: 2 });
  expect(nextReaction(liked, 'like')).toMatchObject({ likeFlag: false, totalLikes: 10 });
});

test('like and dislike exclude each other', () => {
  const disliked = nextReaction(base, 'dislike');
  expect(disliked).toMatchObject({ likeFlag: false, disLikeFlag: true, totalLikes: 10, totalDisLikes: 3 });
  const liked = nextReaction(disliked, 'like');
  expect(liked).toMatchObject({ likeFlag: true, disLikeFlag: false, totalLikes: 11, totalDisLikes: 2 });
  expect(nextReaction(liked, 'dislike')).toMatchObject({ likeFlag: false, disLikeFlag: true, totalLikes: 10, totalDisLikes: 3 });
});

test('counts never go below zero', () => {
  expect(nextReaction({ ...base, likeFlag: true, totalLikes: 0 }, 'like').totalLikes).toBe(0);
});

test('picks the rendition nearest 480p', () => {
  expect(
    pickVideoLink([
      { videoLink: '/a-1080.mp4', resolution: '1080p' },
      { videoLink: '/a-360.mp4', resolution: '360p' },
      { videoLink: '/a-540.mp4', resolution: '540p' },
    ]),
  ).toBe('/a-540.mp4');
  expect(pickVideoLink([])).toBeNull();
  expect(pickVideoLink(null)).toBeNull();
});

test('keys move the feed, but not while typing or with modifiers', () => {
  const ev = (key: string, target: Partial<HTMLElement> = { tagName: 'DIV', isContentEditable: false }, mods = {}) =>
    ({ key, altKey: false, ctrlKey: false, metaKey: false, target, ...mods }) as unknown as KeyboardEvent;
  expect(feedKeyDelta(ev('ArrowDown'))).toBe(1);
  expect(feedKeyDelta(ev('PageDown'))).toBe(1);
  expect(feedKeyDelta(ev('j'))).toBe(1);
  expect(feedKeyDelta(ev('ArrowUp'))).toBe(-1);
  expect(feedKeyDelta(ev('k'))).toBe(-1);
  expect(feedKeyDelta(ev('ArrowDown', { tagName: 'TEXTAREA', isContentEditable: false }))).toBe(0);
  expect(feedKeyDelta(ev('ArrowDown', { tagName: 'INPUT', isContentEditable: false }))).toBe(0);
  expect(feedKeyDelta(ev('ArrowDown', undefined, { ctrlKey: true }))).toBe(0);
  expect(feedKeyDelta(ev('x'))).toBe(0);
});
