import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadBottomDrawer } from '../ui/bottom-drawer.js';
import { preloadPopup } from '../ui/popup.js';

// CI runs on 2 shared cores: a screen that renders after a lazy import can take more than
// testing-library's 1 s default for findBy*/waitFor there (two journeys timed out at 1 s in a
// fresh-clone CI run while nothing was wrong). A real failure still fails, only 4 s later.
configure({ asyncUtilTimeout: 5_000 });

// In the app the popup's and drawer's code loads when the browser is idle after the first paint (ui/popup.tsx);
// screen tests start from that state.
await Promise.all([preloadPopup(), preloadBottomDrawer()]);

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
