import { call } from '../api/client';
import { emit } from '../events/bus';

/**
 * Share links (`POST /api/v1/share/get-link`): any remote can create a link to a video and
 * copy it to the clipboard. The server returns the same link for the same student, day and
 * video, and answers 429 past the daily cap (that message goes to the error-toast queue).
 */
export type ShareVideoType = 'liveclass' | 'discover' | 'animated' | 'short';
export type ShareContentType = 'premium' | 'free';

export interface ShareLinkRequest {
  idVideo: number;
  videoType: ShareVideoType;
  contentType: ShareContentType;
}

/** The spec's copy-link success message. */
export const SHARE_COPIED_MESSAGE = 'The link is copied to clipboard.';

/** Asks the server for the share link of a video (needs a session). */
export async function createShareLink(req: ShareLinkRequest): Promise<string> {
  const env = await call<string>('v1', { method: 'POST', url: '/share/get-link', data: req });
  return env.data;
}

/** Copies text to the clipboard; falls back to a hidden text area where the async API is missing. */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* permission denied or insecure context: try the fallback */
  }
  try {
    const ta = document.createElement('textarea');
    ta.value = text;
    ta.setAttribute('readonly', '');
    ta.style.position = 'fixed';
    ta.style.opacity = '0';
    document.body.appendChild(ta);
    ta.select();
    const ok = document.execCommand?.('copy') ?? false;
    document.body.removeChild(ta);
    return !!ok;
  } catch {
    return false;
  }
}

export interface CopyShareLinkOptions {
  /** Toast after a successful copy (default: the spec's English message; pass the translated one). */
  copiedMessage?: string;
  /** Toast when the clipboard refused; `{link}` is replaced by the link so the student can copy it by hand. */
  copyFailedMessage?: string;
}

/**
 * Creates the link, copies it and shows 'The link is copied to clipboard.'. Returns the link,
 * or null when the server refused (its message is already queued as a toast).
 */
export async function copyShareLink(req: ShareLinkRequest, opts: CopyShareLinkOptions = {}): Promise<string | null> {
  let link: string;
  try {
    link = await createShareLink(req);
  } catch {
    return null;
  }
  if (await copyToClipboard(link)) {
    emit('toast/show', { message: opts.copiedMessage ?? SHARE_COPIED_MESSAGE, kind: 'success' });
  } else {
    emit('toast/show', { message: (opts.copyFailedMessage ?? 'Copy this link: {link}').replace('{link}', link), kind: 'info' });
  }
  return link;
}
