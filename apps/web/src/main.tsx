import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './lib/i18n';
import { App } from './app/app';
import { preloadPage } from './app/routes';
import { getAuth } from './lib/auth-store';
import { loadRtlCache } from './lib/rtl-cache';
import { getUiSettings } from './lib/theme';

preloadPage(window.location.pathname);
// Signed in, every page shows in the signed-in layout: it (and the parts it always shows) starts loading with the
// page, not once the shell has rendered.
if (getAuth().token) import('./app/layout/app-layout').catch(() => undefined);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
// A language other than the default one (chosen earlier on this device) is loaded first, so the page never shows
// in one language and then switches; the default language is bundled and renders at once. The same for a stored
// right-to-left direction and its styles (a failed load renders left-to-right styles rather than nothing).
const rtlReady = getUiSettings().direction === 'rtl' ? loadRtlCache().catch(() => undefined) : undefined;
void Promise.all([i18nReady, rtlReady]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
