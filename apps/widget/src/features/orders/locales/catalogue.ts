import type { Catalogue } from '../../../i18n/i18n.js';

/** The orders feature's texts, loaded with its chunk (app/router.tsx). */
export const ordersCatalogue: Catalogue = {
  en: () => import('./en.po'),
  de: () => import('./de.po'),
};
