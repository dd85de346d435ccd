import type { PartnerInfo, RejectedWidgetParam } from '@ferry/contracts';
import { normaliseWidgetParams, type RawWidgetQuery } from '@ferry/rules';
import type { AppContext } from '../../context.js';
import {
  listCountries,
  listCryptoCurrencies,
  listFiatCurrencies,
} from '../currencies/currencies.service.js';

/** The widget's own normalisation, run by the server against the same data the widget loads. */
export async function rejectedWidgetParams(
  ctx: AppContext,
  { partner, query }: { partner: PartnerInfo; query: RawWidgetQuery },
): Promise<RejectedWidgetParam[]> {
  const [fiatCurrencies, cryptoCurrencies, countries] = await Promise.all([
    listFiatCurrencies(ctx),
    listCryptoCurrencies(ctx),
    listCountries(ctx),
  ]);
  return normaliseWidgetParams(query, { partner, fiatCurrencies, cryptoCurrencies, countries })
    .rejected;
}
