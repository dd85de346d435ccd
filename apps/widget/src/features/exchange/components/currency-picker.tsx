import { loadMessages } from '../../../i18n/i18n.js';
import { loadLater } from '../../../ui/load-later.js';
import { exchangeCatalogue } from '../locales/catalogue.js';
import type { CurrencyPickerProps } from './currency-picker-sheet.js';

// Closed on the first screen: its code (search, popular list, network filter) and texts (the
// exchange's own catalogue) load when the browser is idle after it, or when it is opened first
// (ui/load-later.tsx).
const picker = loadLater<CurrencyPickerProps>(
  async () => (await Promise.all([import('./currency-picker-sheet.js'), loadMessages(exchangeCatalogue)]))[0].CurrencyPickerSheet,
  (props) => props.isOpen,
);

/** A chooser with search by name or code (currency-picker-sheet.tsx). */
export const CurrencyPicker = picker.Component;
