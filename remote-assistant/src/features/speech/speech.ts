/**
 * Read-aloud rules (spec 4 "Speech", 9): HTML stripped, one piece of text at a time,
 * a voice whose name contains Google or whose language is en-US preferred, rate, pitch and
 * volume 1. Long answers are spoken in sentence-sized pieces, because browsers (Chrome in
 * particular) silently cut off a single utterance after about 15 seconds.
 */
export const SPEECH_RATE = 1;
export const SPEECH_PITCH = 1;
export const SPEECH_VOLUME = 1;
export const SPEECH_LANG = 'en-US';
/** Voice list recheck (spec 9). */
export const VOICE_RECHECK_MS = 1000;
/** Longest piece handed to one utterance. */
export const MAX_PIECE_CHARS = 200;

const BLOCK_END = /(<\/(?:p|div|li|ul|ol|h[1-6]|tr|blockquote|pre|section|article)\s*>|<br\s*\/?>)/gi;

/** Strips HTML tags (and decodes entities) so only the words are spoken. */
export function stripHtml(html: string): string {
  const marked = html.replace(BLOCK_END, '$1\n');
  let text: string;
  if (typeof DOMParser !== 'undefined') {
    // An inert document: nothing in it runs or loads.
    text = new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '';
  } else {
    text = marked.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
  }
  return text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

function splitLong(sentence: string, max: number): string[] {
  const out: string[] = [];
  let rest = sentence;
  while (rest.length > max) {
    const window = rest.slice(0, max + 1);
    let cut = Math.max(window.lastIndexOf(', '), window.lastIndexOf('; '), window.lastIndexOf(': '));
    if (cut < max / 3) cut = window.lastIndexOf(' ');
    if (cut <= 0) cut = max;
    out.push(rest.slice(0, cut + 1).trim());
    rest = rest.slice(cut + 1).trim();
  }
  if (rest) out.push(rest);
  return out;
}

/** Splits text into sentence-sized pieces of at most `max` characters. */
export function chunkForSpeech(text: string, max = MAX_PIECE_CHARS): string[] {
  const sentences = text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?।])\s+/))
    .map((s) => s.trim())
    .filter(Boolean);
  const pieces: string[] = [];
  let current = '';
  for (const s of sentences) {
    for (const part of s.length > max ? splitLong(s, max) : [s]) {
      if (!current) current = part;
      else if (current.length + 1 + part.length <= max) current += ' ' + part;
      else {
        pieces.push(current);
        current = part;
      }
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

export interface VoiceLike {
  name: string;
  lang: string;
}

/**
 * The preferred voice: a Google voice in en-US, then any en-US voice, then another English
 * Google voice. (A Google voice in another language would read English text badly.)
 */
export function pickVoice<V extends VoiceLike>(voices: readonly V[]): V | null {
  const isUs = (v: V) => v.lang.replace('_', '-').toLowerCase() === 'en-us';
  const isGoogle = (v: V) => v.name.includes('Google');
  return (
    voices.find((v) => isGoogle(v) && isUs(v)) ??
    voices.find(isUs) ??
    voices.find((v) => isGoogle(v) && v.lang.toLowerCase().startsWith('en')) ??
    null
  );
}

export function speechSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function';
}
