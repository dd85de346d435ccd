import type { Catalogue } from '../../../i18n/i18n.js';

/** The order-forms feature's texts, loaded with its chunk (app/router.tsx). */
export const orderFormsCatalogue: Catalogue = {
  en: () => import('./en.po'),
  de: () => import('./de.po'),
};
