/** What the partner's page gets back at its redirectURL when the query-parameter flow completes. */
export type StreamRedirectDetails = {
  walletAddress: string;
  cryptoCurrency: string;
  network: string;
  fiatCurrency: string;
  paymentMethod: string;
  payoutType: string;
};

/**
 * Spec 001 section 4: on completion of the partner's query-parameter flow (flowType QUERY_PARAM)
 * the user goes back to the partner's redirectURL with the wallet address and the payout details,
 * added to the URL's own query (its other parameters and fragment are kept).
 */
export function streamRedirectUrl(redirectURL: string, details: StreamRedirectDetails): string {
  const url = new URL(redirectURL);
  for (const [name, value] of Object.entries(details)) url.searchParams.set(name, value);
  return url.toString();
}
