import type { Catalogue } from './i18n.js';

/** The core catalogue: the app shell's, layout's and UI kit's texts and the start-up errors. */
export const coreCatalogue: Catalogue = {
  en: () => import('./locales/en.po'),
  de: () => import('./locales/de.po'),
};
