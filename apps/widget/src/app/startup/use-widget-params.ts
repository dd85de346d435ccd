import type { Country, CryptoCurrency, FiatCurrency, NormalisedWidgetParams, PartnerInfo } from '@ferry/contracts';
import { normaliseWidgetParams } from '@ferry/rules';
import { useEffect } from 'react';
import { sessionStore, useSessionValue } from '../../stores/session-store.js';
import { reportRejections } from './report-rejections.js';
import { takeStartRejections } from './start-widget.js';

export interface WidgetParamsSources {
  partner: PartnerInfo | undefined;
  fiatCurrencies: FiatCurrency[] | undefined;
  cryptoCurrencies: CryptoCurrency[] | undefined;
  countries: Country[] | undefined;
}

/**
 * Stored normalised parameters are reused; without them, stored products still count (products
 * offered: the URL's, else the stored ones, else all of the partner's).
 */
function storedInput(): NormalisedWidgetParams | undefined {
  const stored = sessionStore.get('widgetParams');
  if (stored) return stored;
  const products = sessionStore.get('productsAvailed');
  return products ? { productsAvailed: products, byProduct: {}, rejected: [] } : undefined;
}

/**
 * Normalises the partner's parameters once the initial data is in (spec 000 sections 4 and 5),
 * at start and on every product switch, and keeps the result in the restorable session storage.
 * What was refused on a fresh computation is logged for the partner. Returns whether the
 * normalised parameters are ready.
 */
export function useWidgetParams({ partner, fiatCurrencies, cryptoCurrencies, countries }: WidgetParamsSources): boolean {
  const initQueryString = useSessionValue('initQueryString');
  const flow = useSessionValue('buyOrSellFlow');
  useEffect(() => {
    if (!partner || !fiatCurrencies || !cryptoCurrencies || !countries) return;
    const isReused = sessionStore.get('widgetParams') !== undefined;
    const normalised = normaliseWidgetParams(new URLSearchParams(initQueryString ?? ''), {
      partner,
      fiatCurrencies,
      cryptoCurrencies,
      countries,
      stored: storedInput(),
    });
    // What the start refused (session, signature) is kept and reported with the rest.
    const rejected = isReused ? normalised.rejected : [...takeStartRejections(), ...normalised.rejected];
    sessionStore.set('widgetParams', { ...normalised, rejected });
    sessionStore.set('productsAvailed', normalised.productsAvailed);
    if (!isReused) reportRejections(partner.apiKey, rejected);
  }, [partner, fiatCurrencies, cryptoCurrencies, countries, initQueryString, flow]);
  return useSessionValue('widgetParams') !== undefined;
}
