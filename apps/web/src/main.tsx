import './styles/layers.css';
import './styles/theme.css';
import './styles/base.css';
import './styles/mantine.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('The page is missing its #root element.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
