import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { textsReady } from './i18n';
import { App } from './app/App';

void textsReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
