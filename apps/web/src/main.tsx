import './styles/layers.css';
import './styles/theme.css';
import './styles/base.css';
import './styles/mantine.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './features/crisis-lines/utils/register-service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('The page is missing its #root element.');
const root = createRoot(container);
// A transition lets React render the first screen in short slices instead of one long task, so the page
// answers input (and the browser can paint) while it renders.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
// Keeps the crisis page available offline (production builds only).
registerServiceWorker();
