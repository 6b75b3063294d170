/**
 * Runs `run` once the page has painted its first content (the HTML shell's static header: the brand and
 * "Get help now"), or at once in a hidden page, which paints nothing. When the app's code arrives before the
 * browser has drawn anything (a fast connection, a slow phone), rendering at once would keep the screen blank
 * until the whole first screen is ready. Waits at most `limitMs`, in case no paint is ever reported.
 */
export function afterFirstPaint(run: () => void, limitMs = 500): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  if (typeof document === 'undefined' || document.visibilityState !== 'visible') return once();
  const limit = setTimeout(once, limitMs);
  const next = () => {
    clearTimeout(limit);
    setTimeout(once, 0);
  };
  try {
    if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        next();
      });
      observer.observe({ type: 'paint', buffered: true });
      return;
    }
  } catch {
    // No paint timing here: wait for the next frame instead.
  }
  requestAnimationFrame(next);
}
