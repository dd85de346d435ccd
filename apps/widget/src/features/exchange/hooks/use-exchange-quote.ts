import { QUOTE_DEBOUNCE_MS } from '@ferry/contracts';
import { type QuoteRequestParams, useQuote } from '../../../api/quotes/get-quote.js';
import { useDebouncedValue } from './use-debounced-value.js';
import { useHasPainted } from './use-has-painted.js';

/**
 * Spec 000 section 4: any change clears the quote at once and asks for a new one 600 ms after the
 * last change; the request in flight is aborted when a newer one starts. The first quote is asked
 * once the screen has painted: the screen never waits for the quote's answer and its icons.
 */
export function useExchangeQuote(request: QuoteRequestParams | null) {
  const key = JSON.stringify(request);
  const settled = useDebouncedValue(request, key, QUOTE_DEBOUNCE_MS);
  const hasPainted = useHasPainted();
  const query = useQuote(hasPainted ? settled.value : null);
  const isCurrent = settled.key === key && request !== null;
  return {
    quote: isCurrent ? query.data : undefined,
    error: isCurrent ? query.error : null,
    isPending: request !== null && (!isCurrent || !hasPainted || query.isFetching),
  };
}
