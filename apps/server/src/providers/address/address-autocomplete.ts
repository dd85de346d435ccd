import type { AddressPlace, AddressSuggestion } from '@ferry/contracts';

/**
 * Address autocomplete (spec 000 section 5; the spec's "maps script"): suggestions for what the
 * user typed, then the parts of the chosen place. A missing state is '' (the widget falls back
 * to the country code).
 */
export interface AddressAutocompleteProvider {
  readonly name: string;
  suggest(input: { text: string; countryCode?: string | undefined }): Promise<AddressSuggestion[]>;
  place(placeId: string): Promise<AddressPlace | null>;
}
