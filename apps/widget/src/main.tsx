import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/global.css';
import { App } from './app/app.js';
import { createQueryClient } from './app/query-client.js';
import { createAppRouter } from './app/router.js';
import { prefetchStartup } from './app/startup/prefetch-startup.js';
import { startLanguage } from './app/startup/start-language.js';
import { startWidget } from './app/startup/start-widget.js';
import { laterPreloads, preloadAfterFirstPaint } from './ui/load-later.js';
import { isThreeDsReturnPage, postThreeDsReturn } from './ui/three-ds-return.js';

const queryClient = createQueryClient();

function render(): void {
  const root = document.getElementById('root');
  if (root) {
    createRoot(root).render(
      <StrictMode>
        <App router={createAppRouter()} queryClient={queryClient} />
      </StrictMode>,
    );
  }
}

// The 3DS frame sent back to the widget hands its address to the widget around it and starts
// nothing itself. Otherwise: the router reads the address bar, so it is created after the start
// has tidied it; a start that fails still opens the widget with what it has. The start-up calls
// leave before the first render (the exchange's code, preloaded from index.html, is still
// arriving meanwhile).
if (isThreeDsReturnPage()) postThreeDsReturn();
else {
  void startWidget(window.location.search, queryClient)
    .catch((error: unknown) => console.error('Ferry start-up failed', error))
    // The texts before the first render; a catalogue that cannot load leaves the ids (and the
    // start-up gate shows why: the same connection fails its calls).
    .then(() => startLanguage(queryClient, navigator.languages))
    .catch((error: unknown) => console.error('Ferry texts failed to load', error))
    .then(() => {
      prefetchStartup(queryClient);
      render();
      // The popup's code right after the first paint: the connection may go before the browser is
      // ever idle, and the popup that says so must not need a download. The drawer's and pickers'
      // code once the first screen and its quote are in (ui/load-later.tsx).
      requestAnimationFrame(() => setTimeout(() => void preloadAfterFirstPaint().catch(() => undefined), 0));
      // The idle prefetch's code comes right after the render too (index.html preloads it): the
      // first load need not carry what runs only once the first screen is in.
      void import('./app/idle-prefetch.js').then(({ prefetchWhenIdle }) => prefetchWhenIdle(window, queryClient, laterPreloads));
      void import('./ui/focus-keeper.js').then(({ keepFocusOnScreen }) => keepFocusOnScreen(document));
    });
}
