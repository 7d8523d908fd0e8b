import { useCallback, useEffect, useRef, useState } from 'react';
import { chunkForSpeech, pickVoice, speechSupported, stripHtml, SPEECH_LANG, SPEECH_PITCH, SPEECH_RATE, SPEECH_VOLUME, VOICE_RECHECK_MS } from '../speech';

/** How many times the voice list is rechecked (every second) when the browser loads it late. */
const VOICE_RECHECKS = 10;

export interface SpeechApi {
  supported: boolean;
  /** Id of the item being read, or null. */
  speakingId: string | null;
  /** Reads `html` aloud as item `id`; clicking the active item stops it. */
  toggle: (id: string, html: string) => void;
  stop: () => void;
}

/** Read aloud with the Web Speech synthesis API: one item at a time. */
export function useSpeech(): SpeechApi {
  const supported = speechSupported();
  const [speakingId, setSpeakingId] = useState<string | null>(null);
  const speakingRef = useRef<string | null>(null);
  const runRef = useRef(0);
  const voiceRef = useRef<SpeechSynthesisVoice | null>(null);

  const setSpeaking = (id: string | null) => {
    speakingRef.current = id;
    setSpeakingId(id);
  };

  useEffect(() => {
    if (!supported) {
      console.warn('[assistant] Speech synthesis is not supported in this browser: read aloud is unavailable.');
      return;
    }
    const synth = window.speechSynthesis;
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      const voice = pickVoice(synth.getVoices() ?? []);
      if (voice) voiceRef.current = voice;
      return !!voice;
    };
    const recheck = () => {
      if (load() || ++tries >= VOICE_RECHECKS) return;
      timer = setTimeout(recheck, VOICE_RECHECK_MS);
    };
    recheck();
    const onVoices = () => load();
    synth.addEventListener?.('voiceschanged', onVoices);
    return () => {
      clearTimeout(timer);
      synth.removeEventListener?.('voiceschanged', onVoices);
      runRef.current++;
      synth.cancel();
    };
  }, [supported]);

  const stop = useCallback(() => {
    if (!supported) return;
    runRef.current++;
    try {
      window.speechSynthesis.cancel();
    } catch (e) {
      console.error('[assistant] speech cancel failed', e);
    }
    setSpeaking(null);
  }, [supported]);

  const toggle = useCallback(
    (id: string, html: string) => {
      if (!supported) return;
      const synth = window.speechSynthesis;
      if (speakingRef.current === id) {
        stop();
        return;
      }
      const run = ++runRef.current;
      synth.cancel();
      const pieces = chunkForSpeech(stripHtml(html));
      if (!pieces.length) {
        setSpeaking(null);
        return;
      }
      const voice = voiceRef.current ?? pickVoice(synth.getVoices() ?? []);
      const finish = () => {
        if (runRef.current === run) setSpeaking(null);
      };
      pieces.forEach((piece, i) => {
        const u = new SpeechSynthesisUtterance(piece);
        if (voice) u.voice = voice;
        u.lang = voice?.lang ?? SPEECH_LANG;
        u.rate = SPEECH_RATE;
        u.pitch = SPEECH_PITCH;
        u.volume = SPEECH_VOLUME;
        if (i === pieces.length - 1) u.onend = finish;
        u.onerror = (e: SpeechSynthesisErrorEvent) => {
          // Cancelling (another item, or stop) interrupts the queue: not an error worth logging.
          if (e.error !== 'interrupted' && e.error !== 'canceled') console.error('[assistant] speech error', e.error);
          finish();
        };
        synth.speak(u);
      });
      setSpeaking(id);
    },
    [supported, stop],
  );

  return { supported, speakingId, toggle, stop };
}
