import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import {
  FATAL_RECOGNITION_ERRORS,
  getRecognitionCtor,
  RECOGNITION_LANG,
  RECOGNITION_RESTART_MS,
  type RecognitionResultEvent,
  type SpeechRecognitionLike,
} from '../recognition';

export interface VoiceInputOptions {
  /** The chat input's setter: the transcript goes there. */
  setInput: Dispatch<SetStateAction<string>>;
  /** Shown in the input while listening: 'Listening... (click mic to stop)'. */
  listeningText: string;
  /** The toggle is ignored while the assistant is loading. */
  loading: boolean;
}

export interface VoiceInputApi {
  supported: boolean;
  listening: boolean;
  toggle: () => void;
  stop: () => void;
}

/**
 * Voice input (spec 4 "Listening", 5 "Chat"): Web Speech recognition in en-US, continuous,
 * with interim results. While listening it restarts when the browser ends it, and 1 s after
 * an error; results fill the input with the final transcript, or the interim one if none.
 */
export function useSpeechRecognition({ setInput, listeningText, loading }: VoiceInputOptions): VoiceInputApi {
  const Ctor = getRecognitionCtor();
  const supported = !!Ctor;
  const [listening, setListening] = useState(false);
  const listeningRef = useRef(false);
  const recRef = useRef<SpeechRecognitionLike | null>(null);
  const finalRef = useRef('');
  const restartTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const errorPending = useRef(false);
  const loadingRef = useRef(loading);
  loadingRef.current = loading;
  const listeningTextRef = useRef(listeningText);
  listeningTextRef.current = listeningText;

  useEffect(() => {
    if (!supported) console.warn('[assistant] Speech recognition is not supported in this browser: voice input is unavailable.');
  }, [supported]);

  const setOn = (on: boolean) => {
    listeningRef.current = on;
    setListening(on);
  };

  const startEngine = useCallback(() => {
    const rec = recRef.current;
    if (!rec) return;
    try {
      rec.start();
    } catch (e) {
      // start() throws if the engine is already running; nothing to do then.
      console.error('[assistant] speech recognition start failed', e);
    }
  }, []);

  const ensureEngine = useCallback((): SpeechRecognitionLike | null => {
    if (recRef.current || !Ctor) return recRef.current;
    const rec = new Ctor();
    rec.lang = RECOGNITION_LANG;
    rec.continuous = true;
    rec.interimResults = true;
    rec.onresult = (e: RecognitionResultEvent) => {
      let interim = '';
      for (let i = e.resultIndex; i < e.results.length; i++) {
        const r = e.results[i]!;
        const text = r[0]?.transcript ?? '';
        if (r.isFinal) finalRef.current = `${finalRef.current} ${text}`.trim();
        else interim += text;
      }
      const shown = finalRef.current || interim.trim();
      if (shown) setInput(shown);
    };
    rec.onerror = (e) => {
      console.error('[assistant] speech recognition error', e.error);
      if (!listeningRef.current) return;
      if (FATAL_RECOGNITION_ERRORS.has(e.error)) {
        // Microphone refused: restarting every second would only repeat the refusal.
        setOn(false);
        setInput((prev) => (prev === listeningTextRef.current ? finalRef.current : prev));
        return;
      }
      errorPending.current = true;
      clearTimeout(restartTimer.current);
      restartTimer.current = setTimeout(() => {
        errorPending.current = false;
        if (listeningRef.current) startEngine();
      }, RECOGNITION_RESTART_MS);
    };
    rec.onend = () => {
      // After an error the browser also ends the session: the 1 s restart is already scheduled.
      if (errorPending.current) return;
      if (listeningRef.current) startEngine();
    };
    recRef.current = rec;
    return rec;
  }, [Ctor, setInput, startEngine]);

  const start = useCallback(() => {
    if (!ensureEngine()) return;
    finalRef.current = '';
    errorPending.current = false;
    setOn(true);
    setInput(listeningTextRef.current);
    startEngine();
  }, [ensureEngine, setInput, startEngine]);

  const stop = useCallback(() => {
    if (!listeningRef.current) return;
    setOn(false);
    clearTimeout(restartTimer.current);
    errorPending.current = false;
    try {
      recRef.current?.stop();
    } catch (e) {
      console.error('[assistant] speech recognition stop failed', e);
    }
    setInput((prev) => (prev === listeningTextRef.current ? finalRef.current : prev));
  }, [setInput]);

  const toggle = useCallback(() => {
    if (loadingRef.current) return;
    if (listeningRef.current) stop();
    else start();
  }, [start, stop]);

  useEffect(
    () => () => {
      listeningRef.current = false;
      clearTimeout(restartTimer.current);
      try {
        recRef.current?.abort();
      } catch {
        /* already stopped */
      }
    },
    [],
  );

  return { supported, listening, toggle, stop };
}
