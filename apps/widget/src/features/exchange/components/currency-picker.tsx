import { loadLater } from '../../../ui/load-later.js';
import type { CurrencyPickerProps } from './currency-picker-sheet.js';

// Closed on the first screen: its code (search, popular list, network filter) loads when the
// browser is idle after it, or when it is opened first (ui/load-later.tsx).
const picker = loadLater<CurrencyPickerProps>(
  async () => (await import('./currency-picker-sheet.js')).CurrencyPickerSheet,
  (props) => props.isOpen,
);

/** A chooser with search by name or code (currency-picker-sheet.tsx). */
export const CurrencyPicker = picker.Component;
