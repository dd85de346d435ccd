import type { AddressFields } from '@ferry/contracts';

/**
 * The address fields a chosen autocomplete place fills (spec 000 section 5): the state falls
 * back to the country code, and the country is left unchanged if it is not among the options.
 */
export function addressFromPlace(
  place: AddressFields,
  { countryOptions, currentCountryCode }: { countryOptions: readonly string[]; currentCountryCode: string },
): AddressFields {
  const isOffered = countryOptions.includes(place.countryCode);
  return {
    countryCode: isOffered ? place.countryCode : currentCountryCode,
    addressLine1: place.addressLine1,
    addressLine2: place.addressLine2,
    state: place.state.trim() || place.countryCode,
    city: place.city,
    postCode: place.postCode,
  };
}
