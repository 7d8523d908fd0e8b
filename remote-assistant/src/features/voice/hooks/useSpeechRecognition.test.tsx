import { useState } from 'react';
import { act, renderHook } from '@testing-library/react';
import { installRecognition, removeRecognition } from '../../../testing/fakes';
import { useSpeechRecognition } from './useSpeechRecognition';

const LISTENING = 'Listening... (click mic to stop)';

function setup(loading = false, initial = '') {
  return renderHook(
    ({ loading: l }) => {
      const [input, setInput] = useState(initial);
      const voice = useSpeechRecognition({ setInput, listeningText: LISTENING, loading: l });
      return { input, voice };
    },
    { initialProps: { loading } },
  );
}

let errSpy: jest.SpyInstance;
beforeEach(() => {
  errSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  removeRecognition();
  errSpy.mockRestore();
  jest.useRealTimers();
});

describe('useSpeechRecognition', () => {
  it('starts en-US, continuous, with interim results, and shows the listening text', () => {
    const current = installRecognition();
    const { result } = setup();
    expect(result.current.voice.supported).toBe(true);
    act(() => result.current.voice.toggle());
    const rec = current();
    expect(rec.lang).toBe('en-US');
    expect(rec.continuous).toBe(true);
    expect(rec.interimResults).toBe(true);
    expect(rec.start).toHaveBeenCalledTimes(1);
    expect(result.current.voice.listening).toBe(true);
    expect(result.current.input).toBe(LISTENING);
  });

  it('fills the input with the final transcript, or the interim one if none', () => {
    const current = installRecognition();
    const { result } = setup();
    act(() => result.current.voice.toggle());
    act(() => current().emit([['what is', false]]));
    expect(result.current.input).toBe('what is');
    act(() => current().emit([['what is a leaf', true]]));
    expect(result.current.input).toBe('what is a leaf');
    act(() => current().emit([['what is a leaf', true], ['and', false]], 1));
    expect(result.current.input).toBe('what is a leaf');
  });

  it('on stop replaces the listening text with the final transcript or empty', () => {
    const current = installRecognition();
    const { result } = setup();
    act(() => result.current.voice.toggle());
    act(() => result.current.voice.toggle());
    expect(current().stop).toHaveBeenCalled();
    expect(result.current.voice.listening).toBe(false);
    expect(result.current.input).toBe('');
    // Stopping ends the session: no restart.
    expect(current().start).toHaveBeenCalledTimes(1);

    act(() => result.current.voice.toggle());
    act(() => current().emit([['photosynthesis', true]]));
    act(() => result.current.voice.toggle());
    expect(result.current.input).toBe('photosynthesis');
  });

  it('restarts on end while still listening', () => {
    const current = installRecognition();
    const { result } = setup();
    act(() => result.current.voice.toggle());
    act(() => current().onend?.());
    expect(current().start).toHaveBeenCalledTimes(2);
  });

  it('restarts 1 s after an error while still listening (not at once on the end that follows)', () => {
    jest.useFakeTimers();
    const current = installRecognition();
    const { result } = setup();
    act(() => result.current.voice.toggle());
    act(() => {
      current().onerror?.({ error: 'no-speech' });
      current().onend?.();
    });
    expect(errSpy).toHaveBeenCalledWith('[assistant] speech recognition error', 'no-speech');
    act(() => jest.advanceTimersByTime(999));
    expect(current().start).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(current().start).toHaveBeenCalledTimes(2);
    // Later ends restart at once again.
    act(() => current().onend?.());
    expect(current().start).toHaveBeenCalledTimes(3);
  });

  it('does not restart after an error once listening stopped', () => {
    jest.useFakeTimers();
    const current = installRecognition();
    const { result } = setup();
    act(() => result.current.voice.toggle());
    act(() => current().onerror?.({ error: 'network' }));
    act(() => result.current.voice.toggle());
    act(() => jest.advanceTimersByTime(2000));
    expect(current().start).toHaveBeenCalledTimes(1);
  });

  it('stops listening when the microphone is refused', () => {
    jest.useFakeTimers();
    const current = installRecognition();
    const { result } = setup();
    act(() => result.current.voice.toggle());
    act(() => current().onerror?.({ error: 'not-allowed' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.voice.listening).toBe(false);
    expect(result.current.input).toBe('');
    expect(current().start).toHaveBeenCalledTimes(1);
  });

  it('ignores the toggle while loading', () => {
    installRecognition();
    const { result } = setup(true);
    act(() => result.current.voice.toggle());
    expect(result.current.voice.listening).toBe(false);
    expect(result.current.input).toBe('');
  });

  it('without recognition support warns and is unavailable', () => {
    removeRecognition();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = setup();
    expect(result.current.voice.supported).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Speech recognition is not supported'));
    act(() => result.current.voice.toggle());
    expect(result.current.voice.listening).toBe(false);
    warn.mockRestore();
  });
});
