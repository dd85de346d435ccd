import type { Catalogue } from '../../../i18n/i18n.js';

/** The info-pages feature's texts, loaded with its chunk (app/router.tsx). */
export const infoPagesCatalogue: Catalogue = {
  en: () => import('./en.po'),
  de: () => import('./de.po'),
};
