import type { Catalogue } from '../../../i18n/i18n.js';

/** The menu feature's texts, loaded with its chunk (app/router.tsx). */
export const menuCatalogue: Catalogue = {
  en: () => import('./en.po'),
  de: () => import('./de.po'),
};
