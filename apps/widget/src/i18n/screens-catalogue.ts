import type { Catalogue } from './i18n.js';

/** Texts every screen after the first may show: screen errors, the forms engine, later UI kit parts. */
export const screensCatalogue: Catalogue = {
  en: () => import('./screens/en.po'),
  de: () => import('./screens/de.po'),
};
