import type { BuyOrSell } from '@ferry/contracts';

/** Fee campaigns: the sandbox runs one on the demo partner's buys so the discount UI can be seen. */
export const CAMPAIGNS: Array<{ partnerApiKey: string; side: BuyOrSell; ferryFeeOffPercent: string; isSandboxOnly: boolean }> = [
  { partnerApiKey: 'pk_sandbox_demo', side: 'BUY', ferryFeeOffPercent: '50', isSandboxOnly: true },
];

export function campaignFor(options: { partnerApiKey: string; side: BuyOrSell; isSandbox: boolean }): (typeof CAMPAIGNS)[number] | undefined {
  return CAMPAIGNS.find(
    (entry) => entry.partnerApiKey === options.partnerApiKey && entry.side === options.side && (options.isSandbox || !entry.isSandboxOnly),
  );
}

/** The flows on which the partner's quotes carry a campaign (PartnerInfo.discountedFlows). */
export function discountedFlowsOf(partnerApiKey: string, isSandbox: boolean): BuyOrSell[] {
  return (['BUY', 'SELL'] as const).filter((side) => campaignFor({ partnerApiKey, side, isSandbox }) !== undefined);
}
