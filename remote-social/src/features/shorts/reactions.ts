import type { Reaction, SocialVideo, SocialVideoLink } from './api/shortsApi';

/**
 * Like and dislike are exclusive toggles: liking a disliked video removes the dislike, and
 * pressing an active one clears it. Returns the new flags and counts (never below zero).
 */
export function nextReaction(v: Pick<SocialVideo, 'idSocialVideo' | 'likeFlag' | 'disLikeFlag' | 'totalLikes' | 'totalDisLikes'>, kind: 'like' | 'dislike'): Reaction {
  let { likeFlag, disLikeFlag, totalLikes, totalDisLikes } = v;
  if (kind === 'like') {
    if (likeFlag) {
      likeFlag = false;
      totalLikes -= 1;
    } else {
      likeFlag = true;
      totalLikes += 1;
      if (disLikeFlag) {
        disLikeFlag = false;
        totalDisLikes -= 1;
      }
    }
  } else if (disLikeFlag) {
    disLikeFlag = false;
    totalDisLikes -= 1;
  } else {
    disLikeFlag = true;
    totalDisLikes += 1;
    if (likeFlag) {
      likeFlag = false;
      totalLikes -= 1;
    }
  }
  return { idSocialVideo: v.idSocialVideo, likeFlag, disLikeFlag, totalLikes: Math.max(0, totalLikes), totalDisLikes: Math.max(0, totalDisLikes) };
}

/** Picks the rendition for a phone on a slow network: the one nearest 480p. */
export function pickVideoLink(links: SocialVideoLink[] | null | undefined): string | null {
  if (!links?.length) return null;
  const height = (r: string) => {
    const n = parseInt(String(r).replace(/\D+/g, ''), 10);
    return Number.isFinite(n) ? n : 480;
  };
  return [...links].sort((a, b) => Math.abs(height(a.resolution) - 480) - Math.abs(height(b.resolution) - 480))[0]!.videoLink;
}

/** Whether a key press should move the feed: not while typing, not with modifiers. */
export function feedKeyDelta(e: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'target'>): -1 | 0 | 1 {
  if (e.altKey || e.ctrlKey || e.metaKey) return 0;
  const t = e.target as HTMLElement | null;
  if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return 0;
  if (e.key === 'ArrowDown' || e.key === 'PageDown' || e.key === 'j') return 1;
  if (e.key === 'ArrowUp' || e.key === 'PageUp' || e.key === 'k') return -1;
  return 0;
}
