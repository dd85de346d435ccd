import type { Catalogue } from '../../../i18n/i18n.js';

/**
 * The exchange's own texts: only what its later parts show (the currency pickers, the fee lines),
 * loaded with their code after the first screen (components/currency-picker.tsx, fee-breakdown.tsx).
 * What the first screen shows is in the core catalogue, loaded before it.
 */
export const exchangeCatalogue: Catalogue = {
  en: () => import('./en.po'),
  de: () => import('./de.po'),
};
