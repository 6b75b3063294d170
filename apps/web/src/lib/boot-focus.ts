/**
 * The HTML shell paints a plain header (and, on the crisis page, the plain page) before the app's code runs;
 * the app's first render replaces it. A keyboard user who had already tabbed into that plain content would
 * lose their place: the focused link is removed, focus falls back to the document, and the next Tab starts
 * again at the top. `watchBootFocus` notes what in the shell had focus; `handOverBootFocus`, run once the app
 * has rendered, moves focus to the new page's heading if it was lost that way, as after any navigation.
 */
let container: HTMLElement | null = null;
let lastFocused: Element | null = null;

const onFocusIn = (event: FocusEvent) => {
  if (event.target instanceof Element) lastFocused = event.target;
};

/** Starts watching `root`'s plain content; call before the app renders into it. */
export function watchBootFocus(root: HTMLElement): void {
  container = root;
  const active = document.activeElement;
  if (active && active !== document.body && root.contains(active)) lastFocused = active;
  root.addEventListener('focusin', onFocusIn);
}

/** Once the app's first screen is on the page: the heading takes the focus the plain content lost. */
export function handOverBootFocus(): void {
  if (!container) return;
  container.removeEventListener('focusin', onFocusIn);
  container = null;
  const lost = lastFocused !== null && !lastFocused.isConnected;
  lastFocused = null;
  const active = document.activeElement;
  if (!lost || (active && active !== document.body)) return;
  document.getElementById('page-title')?.focus({ preventScroll: true });
}
