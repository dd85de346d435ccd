/** The UK pop-ups of the buy flow, in the order they show (spec 001 section 2 "UK pop-ups"). */
export type UkBuyPopUp = 'high-risk-investment' | 'scam-awareness';

/** Bank transfers a scam victim is typically talked into: GBP bank transfer and SEPA. */
const BANK_TRANSFER_METHODS: readonly string[] = ['gbp_bank_transfer', 'sepa_bank_transfer'];

/**
 * A UK user (address country GB) buying sees the high-risk investment pop-up while they have no
 * orders, and the scam-awareness pop-up while they have no previous GBP or SEPA bank order.
 */
export function ukBuyPopUps(options: {
  flow: 'BUY' | 'SELL';
  addressCountryCode: string | null;
  orders: ReadonlyArray<{ paymentOptionId: string }>;
}): UkBuyPopUp[] {
  if (options.flow !== 'BUY' || options.addressCountryCode?.toUpperCase() !== 'GB') return [];
  const popUps: UkBuyPopUp[] = [];
  if (options.orders.length === 0) popUps.push('high-risk-investment');
  if (!options.orders.some((order) => BANK_TRANSFER_METHODS.includes(order.paymentOptionId))) popUps.push('scam-awareness');
  return popUps;
}
