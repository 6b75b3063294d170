import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOCUS_SETTLE_MS, focusLater } from './focus-later';

/** Just enough of a document for focus: one active element, the body when nothing else has it. */
const body = { name: 'body' };
const fakeDocument = { activeElement: body as unknown };
const element = (name: string) => {
  const el = { name, focus: () => (fakeDocument.activeElement = el) };
  return el as unknown as HTMLElement & { name: string };
};

beforeEach(() => {
  vi.useFakeTimers();
  fakeDocument.activeElement = body;
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('document', Object.assign(fakeDocument, { body }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('focusLater', () => {
  it('focuses the target on the next task, not at once', () => {
    const options = element('options');
    focusLater(() => options);
    expect(fakeDocument.activeElement).toBe(body);
    vi.advanceTimersByTime(0);
    expect(fakeDocument.activeElement).toBe(options);
  });

  it('takes the focus back when a closing dialog drops it to the page after the first try', () => {
    const options = element('options');
    const keepIt = element('keep-it');
    focusLater(() => options);
    vi.advanceTimersByTime(0);
    keepIt.focus(); // the closing dialog's trap, late
    vi.advanceTimersByTime(150);
    fakeDocument.activeElement = body; // the dialog has gone, and the focused button with it
    vi.advanceTimersByTime(FOCUS_SETTLE_MS);
    expect(fakeDocument.activeElement).toBe(options);
  });

  it('looks the target up again, for a control drawn anew meanwhile', () => {
    let current = element('first');
    focusLater(() => current);
    vi.advanceTimersByTime(0);
    current = element('drawn anew');
    fakeDocument.activeElement = body;
    vi.advanceTimersByTime(FOCUS_SETTLE_MS);
    expect(fakeDocument.activeElement).toBe(current);
  });

  it('leaves the focus where the person has moved it', () => {
    const options = element('options');
    const elsewhere = element('a link further on');
    focusLater(() => options);
    vi.advanceTimersByTime(0);
    elsewhere.focus();
    vi.advanceTimersByTime(FOCUS_SETTLE_MS);
    expect(fakeDocument.activeElement).toBe(elsewhere);
  });

  it('does nothing when the target is gone', () => {
    focusLater(() => null);
    vi.advanceTimersByTime(FOCUS_SETTLE_MS + 10);
    expect(fakeDocument.activeElement).toBe(body);
  });
});
