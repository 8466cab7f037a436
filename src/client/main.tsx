// Chakra's global styles as a stylesheet the page links (src/client/app/theme.ts, signInSystem).
import 'virtual:chakra-global.css';
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
