import { US_EXCLUDED_STATE_CODES } from '@ferry/contracts';

/**
 * Zero Hash terms show for a US dollar order by a user in the US outside the excluded states
 * (spec 001 sections 2 and 5). A US user whose state is unknown is not shown them.
 */
export function showsZeroHashTerms(options: { fiatCurrency: string; countryCode: string | null; stateCode: string | null }): boolean {
  if (options.fiatCurrency !== 'USD' || options.countryCode?.toUpperCase() !== 'US' || !options.stateCode) return false;
  return !(US_EXCLUDED_STATE_CODES as readonly string[]).includes(options.stateCode.toUpperCase());
}
