import type { Catalogue } from '../../../i18n/i18n.js';

/** The fca feature's texts, loaded with its chunk (app/router.tsx). */
export const fcaCatalogue: Catalogue = {
  en: () => import('./en.po'),
  de: () => import('./de.po'),
};
