import type { QueryClient } from '@tanstack/react-query';
import { countriesQueryOptions } from '../../api/startup/get-countries.js';
import { cryptoCurrenciesQueryOptions } from '../../api/startup/get-crypto-currencies.js';
import { fiatCurrenciesQueryOptions } from '../../api/startup/get-fiat-currencies.js';
import { initWidgetQueryOptions } from '../../api/startup/get-init-widget.js';
import { ipCountryQueryOptions } from '../../api/startup/get-ip-country.js';
import { partnerQueryOptions } from '../../api/startup/get-partner.js';
import { startupParams } from '../../api/startup/startup-params.js';

/**
 * Starts the start-up calls (spec 000 section 4 "Widget start") before React renders, with the
 * same query keys the start-up gate reads: they run while the first screen's code still loads,
 * and the gate finds them under way or answered. A malformed key is not sent, as in the gate.
 */
export function prefetchStartup(queryClient: QueryClient): void {
  const params = startupParams();
  const calls = [
    initWidgetQueryOptions(params.hostname),
    partnerQueryOptions(params),
    fiatCurrenciesQueryOptions(params),
    cryptoCurrenciesQueryOptions(params),
    countriesQueryOptions(),
    ipCountryQueryOptions(),
  ];
  for (const options of calls) {
    if (options.enabled === false) continue;
    // A failure is the gate's to show: it reads the same query's error (or retries it).
    void queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);
  }
}
