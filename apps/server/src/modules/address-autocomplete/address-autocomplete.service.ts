import { type AddressPlace, type AddressSuggestion, ErrorCode } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';

export function suggestAddresses(ctx: AppContext, { input, countryCode }: { input: string; countryCode?: string | undefined }): Promise<AddressSuggestion[]> {
  return ctx.providers.addressAutocomplete.suggest({ text: input, countryCode });
}

export async function getAddressPlace(ctx: AppContext, { placeId }: { placeId: string }): Promise<AddressPlace> {
  const place = await ctx.providers.addressAutocomplete.place(placeId);
  if (!place) throw new AppError(ErrorCode.NOT_FOUND, 'Address not found');
  return place;
}
