/**
 * Installs the service worker that keeps the crisis page available offline (public/sw.js). Production
 * builds only: in development Vite serves changing modules that must never be cached. Registered on every
 * page, so one visit to any page is enough for the crisis page to open later with no network.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => {
    // A browser that refuses (private mode, storage blocked) still shows the page online; nothing to report.
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
