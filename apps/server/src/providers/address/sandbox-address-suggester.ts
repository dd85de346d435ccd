import type { AddressPlace } from '@ferry/contracts';
import type { AddressAutocompleteProvider } from './address-autocomplete.js';
import { SANDBOX_PLACES, type SandboxPlace } from './sandbox-addresses.js';

const MAX_SUGGESTIONS = 5;

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

function describe(place: SandboxPlace): string {
  return [place.addressLine1, place.postCode, place.city, place.country].filter(Boolean).join(', ');
}

/** Offline suggestions from a fixed list: every word typed must appear in the place's description. */
export function createSandboxAddressSuggester(): AddressAutocompleteProvider {
  return {
    name: 'sandbox',
    async suggest({ text, countryCode }) {
      const words = fold(text).split(/[\s,]+/).filter(Boolean);
      return SANDBOX_PLACES.filter((place) => !countryCode || place.countryCode === countryCode)
        .filter((place) => {
          const haystack = fold(describe(place));
          return words.every((word) => haystack.includes(word));
        })
        .slice(0, MAX_SUGGESTIONS)
        .map((place) => ({ placeId: place.placeId, description: describe(place) }));
    },
    async place(placeId): Promise<AddressPlace | null> {
      const found = SANDBOX_PLACES.find((place) => place.placeId === placeId);
      if (!found) return null;
      const { countryCode, addressLine1, addressLine2, state, city, postCode } = found;
      return { countryCode, addressLine1, addressLine2, state, city, postCode };
    },
  };
}
