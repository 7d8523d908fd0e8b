import { act, renderHook } from '@testing-library/react';
import { installSpeechSynthesis, removeSpeechSynthesis } from '../../../testing/fakes';
import { useSpeech } from './useSpeech';

afterEach(() => {
  removeSpeechSynthesis();
  jest.useRealTimers();
});

describe('useSpeech', () => {
  it('reads stripped text with the preferred voice, rate, pitch and volume 1', () => {
    const { synth, spoken } = installSpeechSynthesis([
      { name: 'Google Deutsch', lang: 'de-DE' },
      { name: 'Google US English', lang: 'en-US' },
    ]);
    const { result } = renderHook(() => useSpeech());
    act(() => result.current.toggle('m1', '<p>Hello <b>world</b></p>'));
    expect(synth.cancel).toHaveBeenCalled();
    expect(spoken).toHaveLength(1);
    expect(spoken[0]!.text).toBe('Hello world');
    expect(spoken[0]!.voice?.name).toBe('Google US English');
    expect(spoken[0]!.lang).toBe('en-US');
    expect([spoken[0]!.rate, spoken[0]!.pitch, spoken[0]!.volume]).toEqual([1, 1, 1]);
    expect(result.current.speakingId).toBe('m1');
    act(() => synth.finishOne());
    expect(result.current.speakingId).toBeNull();
  });

  it('clicking the active item stops it', () => {
    const { synth } = installSpeechSynthesis();
    const { result } = renderHook(() => useSpeech());
    act(() => result.current.toggle('m1', 'One.'));
    synth.cancel.mockClear();
    act(() => result.current.toggle('m1', 'One.'));
    expect(synth.cancel).toHaveBeenCalledTimes(1);
    expect(result.current.speakingId).toBeNull();
  });

  it('reads only one item at a time: starting another cancels the first', () => {
    const { synth, spoken } = installSpeechSynthesis();
    const { result } = renderHook(() => useSpeech());
    act(() => result.current.toggle('m1', 'First answer.'));
    act(() => result.current.toggle('m2', 'Second answer.'));
    expect(synth.cancel).toHaveBeenCalledTimes(2);
    expect(result.current.speakingId).toBe('m2');
    expect(spoken.map((u) => u.text)).toEqual(['First answer.', 'Second answer.']);
    // The interrupted first item must not clear the second's state.
    act(() => synth.finishOne());
    expect(result.current.speakingId).toBeNull();
  });

  it('speaks a long answer in sentence-sized pieces and ends after the last', () => {
    const { synth, spoken } = installSpeechSynthesis();
    const { result } = renderHook(() => useSpeech());
    const long = 'Plants need sunlight, water and air to make food in their leaves. '.repeat(8);
    act(() => result.current.toggle('m1', long));
    expect(spoken.length).toBeGreaterThan(1);
    expect(spoken.every((u) => u.text.length <= 200)).toBe(true);
    for (let i = 0; i < spoken.length - 1; i++) act(() => synth.finishOne());
    expect(result.current.speakingId).toBe('m1');
    act(() => synth.finishOne());
    expect(result.current.speakingId).toBeNull();
  });

  it('rechecks the voice list after 1000 ms when the browser loads it late', () => {
    jest.useFakeTimers();
    const { synth, spoken } = installSpeechSynthesis([]);
    const { result } = renderHook(() => useSpeech());
    synth.voices = [{ name: 'Samantha', lang: 'en-US' }];
    act(() => jest.advanceTimersByTime(999));
    expect(synth.getVoices).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(synth.getVoices).toHaveBeenCalledTimes(2);
    act(() => result.current.toggle('m1', 'Hi.'));
    expect(spoken[0]!.voice?.name).toBe('Samantha');
  });

  it('logs errors other than interruptions and clears the state', () => {
    const { spoken } = installSpeechSynthesis();
    const err = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useSpeech());
    act(() => result.current.toggle('m1', 'Hi.'));
    act(() => spoken[0]!.onerror?.({ error: 'synthesis-failed' }));
    expect(err).toHaveBeenCalledWith('[assistant] speech error', 'synthesis-failed');
    expect(result.current.speakingId).toBeNull();
    err.mockRestore();
  });

  it('without speech support warns once and is unavailable', () => {
    removeSpeechSynthesis();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useSpeech());
    expect(result.current.supported).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Speech synthesis is not supported'));
    act(() => result.current.toggle('m1', 'Hi'));
    expect(result.current.speakingId).toBeNull();
    warn.mockRestore();
  });
});
