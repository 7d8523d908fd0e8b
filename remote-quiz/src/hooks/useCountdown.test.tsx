import { act, render, screen } from '@testing-library/react';
import { useCountdown, warningThreshold } from './useCountdown';

function Timer({ deadline, offset, onExpire }: { deadline: string; offset: number; onExpire: () => void }) {
  const left = useCountdown(deadline, offset, onExpire);
  return <span data-testid="left">{left}</span>;
}

describe('countdown to the server deadline', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-01-01T10:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  test('counts down each second and fires once at zero', () => {
    const onExpire = jest.fn();
    render(<Timer deadline="2026-01-01T10:00:10Z" offset={0} onExpire={onExpire} />);
    expect(screen.getByTestId('left')).toHaveTextContent('10');
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByTestId('left')).toHaveTextContent('6');
    expect(onExpire).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(6000));
    expect(screen.getByTestId('left')).toHaveTextContent('0');
    act(() => jest.advanceTimersByTime(5000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  test('a phone clock that runs behind does not stretch the deadline', () => {
    const onExpire = jest.fn();
    // The server is 30 s ahead of this phone: only 10 s are really left.
    render(<Timer deadline="2026-01-01T10:00:40Z" offset={30_000} onExpire={onExpire} />);
    expect(screen.getByTestId('left')).toHaveTextContent('10');
    act(() => jest.advanceTimersByTime(10_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  test('a deadline already past expires at once', () => {
    const onExpire = jest.fn();
    render(<Timer deadline="2026-01-01T09:59:00Z" offset={0} onExpire={onExpire} />);
    expect(screen.getByTestId('left')).toHaveTextContent('0');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  test('the warning starts in the last minute, or the last quarter of a short test', () => {
    expect(warningThreshold(600)).toBe(60);
    expect(warningThreshold(120)).toBe(30);
    expect(warningThreshold(20)).toBe(5);
  });
});
