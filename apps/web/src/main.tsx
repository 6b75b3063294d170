import './styles/layers.css';
import './styles/theme.css';
import './styles/base.css';
import './styles/mantine.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { whenFirstScreenReady } from './app/router';
import { afterFirstPaint } from './lib/after-first-paint';
import { watchBootFocus } from './lib/boot-focus';
import { registerServiceWorker } from './features/crisis-lines/utils/register-service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('The page is missing its #root element.');
const root = createRoot(container);
// Someone may already be tabbing through the shell's plain content, which the first render replaces.
watchBootFocus(container);
// A transition lets React render the first screen in short slices instead of one long task, so the page
// answers input (and the browser can paint) while it renders.
const render = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
// The first render waits for the HTML shell's static header to be on screen (lib/after-first-paint.ts) and
// for the router's first screen to be ready (its loaders and page code), so it draws that screen in one go
// instead of an empty layout that the router then fills in; the static header stays until then. (The
// router's provider also misses a change made between its first render and its subscription.)
afterFirstPaint(() => whenFirstScreenReady(render));
// Keeps the crisis page available offline (production builds only).
registerServiceWorker();
