import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;
let observers: Callback[] = [];

/** A stand-in for the browser's paint timing: `paint()` reports the first contentful paint. */
class FakeObserver {
  static supportedEntryTypes = ['paint'];
  constructor(private readonly callback: Callback) {}
  observe() {
    observers.push(this.callback);
  }
  disconnect() {
    observers = observers.filter((c) => c !== this.callback);
  }
}
const paint = () => {
  for (const callback of [...observers]) callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
};

beforeEach(() => {
  vi.useFakeTimers();
  observers = [];
  vi.stubGlobal('PerformanceObserver', FakeObserver);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint', () => {
  it('runs once the first contentful paint is reported, and only once', () => {
    vi.stubGlobal('document', { visibilityState: 'visible' });
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersByTime(100);
    expect(run).not.toHaveBeenCalled();
    paint();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('does not wait longer than its limit, nor at all in a hidden page', () => {
    vi.stubGlobal('document', { visibilityState: 'visible' });
    const late = vi.fn();
    afterFirstPaint(late, 500);
    vi.advanceTimersByTime(500);
    expect(late).toHaveBeenCalledTimes(1);
    paint();
    vi.advanceTimersByTime(10);
    expect(late).toHaveBeenCalledTimes(1);

    vi.stubGlobal('document', { visibilityState: 'hidden' });
    const hidden = vi.fn();
    afterFirstPaint(hidden);
    expect(hidden).toHaveBeenCalledTimes(1);
  });
});
