/**
 * Runs `run` at the browser's first idle moment after the current work, or after `limitMs` if none comes, for
 * work that must not compete with drawing the screen (fetching code the person may want next, installing the
 * service worker). Where the browser cannot say when it is idle, in the next task. Gives a cancel.
 */
export function whenIdle(run: () => void, limitMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: limitMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
