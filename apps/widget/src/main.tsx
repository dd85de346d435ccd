import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/global.css';
import { App } from './app/app.js';
import { createQueryClient } from './app/query-client.js';
import { createAppRouter } from './app/router.js';
import { startWidget } from './app/startup/start-widget.js';

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

// The router reads the address bar, so it is created after the start has tidied it; a start
// that fails still opens the widget with what it has.
void startWidget(window.location.search, queryClient)
  .catch((error: unknown) => console.error('Ferry start-up failed', error))
  .then(render);
