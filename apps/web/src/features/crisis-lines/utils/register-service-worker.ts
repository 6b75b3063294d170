import { whenIdle } from '../../../lib/when-idle';

/**
 * Installs the service worker that keeps the crisis page available offline (public/sw.js). Production
 * builds only: in development Vite serves changing modules that must never be cached. Registered on every
 * page, so one visit to any page is enough for the crisis page to open later with no network.
 *
 * It waits until the page has loaded and then for the browser's first idle moment (at most
 * `IDLE_LIMIT_MS`): installing starts a worker thread and copies the crisis page's files into its cache,
 * work that on a slow phone competed with the page's own first render (decision 005).
 */
const IDLE_LIMIT_MS = 3000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A browser that refuses (private mode, storage blocked) still shows the page online; nothing to report.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  const later = () => void whenIdle(register, IDLE_LIMIT_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
