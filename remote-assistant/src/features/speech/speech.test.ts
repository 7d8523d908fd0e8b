import { chunkForSpeech, pickVoice, stripHtml, MAX_PIECE_CHARS } from './speech';

describe('stripHtml', () => {
  it('removes tags, keeps words apart and decodes entities', () => {
    expect(stripHtml('<p>Plants make <b>food</b>.</p><ul><li>Light</li><li>Water &amp; air</li></ul>')).toBe('Plants make food.\nLight\nWater & air');
  });
  it('never keeps script text as markup to speak', () => {
    expect(stripHtml('<a href="/content/3">Open <i>chapter</i></a><br>3 &lt; 5')).toBe('Open chapter\n3 < 5');
  });
  it('returns an empty string for tags only', () => {
    expect(stripHtml('<p></p><br/>')).toBe('');
  });
});

describe('chunkForSpeech', () => {
  it('keeps short text as one piece', () => {
    expect(chunkForSpeech('Hello there. How are you?')).toEqual(['Hello there. How are you?']);
  });
  it('splits long text at sentence ends into pieces no longer than the limit', () => {
    const sentence = 'Photosynthesis is how green plants make their own food using sunlight. ';
    const text = sentence.repeat(10).trim();
    const pieces = chunkForSpeech(text);
    expect(pieces.length).toBeGreaterThan(1);
    for (const p of pieces) {
      expect(p.length).toBeLessThanOrEqual(MAX_PIECE_CHARS);
      expect(p.endsWith('.')).toBe(true);
    }
    expect(pieces.join(' ')).toBe(text);
  });
  it('splits one very long sentence at commas or spaces', () => {
    const text = Array.from({ length: 60 }, (_, i) => `word${i}`).join(', ');
    const pieces = chunkForSpeech(text, 80);
    expect(pieces.every((p) => p.length <= 80)).toBe(true);
    expect(pieces.join(' ').replace(/\s+/g, ' ')).toBe(text);
  });
  it('treats lines as separate sentences', () => {
    expect(chunkForSpeech('One\nTwo', 3)).toEqual(['One', 'Two']);
  });
});

describe('pickVoice', () => {
  const v = (name: string, lang: string) => ({ name, lang });
  it('prefers a Google en-US voice', () => {
    expect(pickVoice([v('Alex', 'en-US'), v('Google Deutsch', 'de-DE'), v('Google US English', 'en-US')])?.name).toBe('Google US English');
  });
  it('takes any en-US voice when there is no Google one', () => {
    expect(pickVoice([v('Hindi', 'hi-IN'), v('Samantha', 'en_US')])?.name).toBe('Samantha');
  });
  it('takes an English Google voice when there is no en-US voice', () => {
    expect(pickVoice([v('Hindi', 'hi-IN'), v('Google UK English Female', 'en-GB')])?.name).toBe('Google UK English Female');
  });
  it('returns null when nothing fits (the browser default is used)', () => {
    expect(pickVoice([v('Hindi', 'hi-IN')])).toBeNull();
    expect(pickVoice([])).toBeNull();
  });
});
