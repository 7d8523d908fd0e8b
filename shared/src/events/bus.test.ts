import { emit, on } from './bus';

describe('event bus', () => {
  it('delivers typed events and unsubscribes', () => {
    const seen: string[] = [];
    const off = on('toast/error', (d) => seen.push(d.message));
    emit('toast/error', { message: 'one' });
    off();
    emit('toast/error', { message: 'two' });
    expect(seen).toEqual(['one']);
  });

  it('shares one EventTarget across copies through globalThis', () => {
    const key = Symbol.for('vistas.app.event-bus');
    const target = (globalThis as unknown as Record<symbol, EventTarget>)[key]!;
    const seen: unknown[] = [];
    on('assistant/open', (d) => seen.push(d));
    target.dispatchEvent(new CustomEvent('assistant/open', { detail: {} }));
    expect(seen).toHaveLength(1);
  });
});
