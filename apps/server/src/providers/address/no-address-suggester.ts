import type { AddressAutocompleteProvider } from './address-autocomplete.js';

/** Autocomplete switched off: the user types the address by hand. */
export function createNoAddressSuggester(): AddressAutocompleteProvider {
  return { name: 'off', suggest: async () => [], place: async () => null };
}
