import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../ui/bottom-drawer.js';
import '../features/exchange/components/currency-picker.js';
import '../features/exchange/components/fee-breakdown.js';
import '../layout/header.js';
import { preloadAllLater } from '../ui/load-later.js';
import '../ui/popup.js';
import { activeLanguage } from '../i18n/i18n.js';
import { loadEveryCatalogue } from './catalogues.js';

// CI runs on 2 shared cores: a screen that renders after a lazy import can take more than
// testing-library's 1 s default for findBy*/waitFor there (two journeys timed out at 1 s in a
// fresh-clone CI run while nothing was wrong). A real failure still fails, only 4 s later.
configure({ asyncUtilTimeout: 5_000 });

// In the app the popup's, drawer's, pickers', fee lines' and step bar's code loads when the browser
// is idle after the first paint (ui/load-later.tsx); screen tests start from that state.
await preloadAllLater();

// Screen tests read the English texts (the spec's own); a test of another language switches and
// is switched back after it.
loadEveryCatalogue('en');

afterEach(() => {
  cleanup();
  if (activeLanguage() !== 'en') loadEveryCatalogue('en');
  window.sessionStorage.clear();
  window.localStorage.clear();
});
