import { AddressPlace, AddressSuggestion } from '@ferry/contracts';
import { z } from 'zod';
import { apiRequest } from '../client.js';

/** Address suggestions for what the user typed (the provider behind it is the server's choice). */
export function getAddressSuggestions({ input, countryCode }: { input: string; countryCode?: string }, signal?: AbortSignal) {
  return apiRequest('address-autocomplete', { schema: z.array(AddressSuggestion), query: { input, countryCode }, signal });
}

/** The address fields of a chosen suggestion. */
export function getAddressPlace(placeId: string) {
  return apiRequest(`address-autocomplete/${encodeURIComponent(placeId)}`, { schema: AddressPlace });
}
