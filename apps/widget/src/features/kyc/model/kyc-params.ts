import { type KycFormsMetadata, Quote } from '@ferry/contracts';
import type { KycFormsParams } from '../../../api/kyc/get-kyc-forms.js';
import { useSessionValue } from '../../../stores/session-store.js';

/**
 * What kyc/get-forms is asked with: the stored quote's id (the server reads the amount from it),
 * or isDWA on the off-ramp stream path, and a partner's SUMSUB share token for KYC reliance.
 */
export function useKycFormsParams(): KycFormsParams {
  const quote = Quote.safeParse(useSessionValue('quote')).data;
  const flow = useSessionValue('buyOrSellFlow');
  const byProduct = useSessionValue('widgetParams')?.byProduct;
  const params = (flow && byProduct?.[flow]) ?? byProduct?.BUY ?? {};
  const metadata: Partial<KycFormsMetadata> = {};
  if (quote) metadata.quoteId = quote.quoteId;
  else if (flow === 'OFF_RAMP_STREAM') metadata.isDWA = true;
  if (params.kycShareToken && params.kycShareTokenProvider === 'SUMSUB') {
    metadata.kycShareToken = params.kycShareToken;
    metadata.kycShareTokenProvider = 'SUMSUB';
  }
  return { metadata };
}

/** The partner's userData for prefilling forms (spec 000 section 4 "Auto-submit"). */
export function usePartnerUserData(): Record<string, unknown> | undefined {
  const flow = useSessionValue('buyOrSellFlow');
  const byProduct = useSessionValue('widgetParams')?.byProduct;
  return ((flow && byProduct?.[flow]) ?? byProduct?.BUY)?.userData;
}
