import type { Catalogue } from '../../../i18n/i18n.js';

/** The profile feature's texts, loaded with its chunk (app/router.tsx). */
export const profileCatalogue: Catalogue = {
  en: () => import('./en.po'),
  de: () => import('./de.po'),
};
