import type { ExchangeFlow } from '../../stores/buy-or-sell-flow.js';
import { t } from '../../i18n/i18n.js';

/** The exchange title (spec 000 section 2): the partner's override, else the flow's default. */
export function exchangeTitle({
  flow,
  isNft,
  override,
}: {
  flow: ExchangeFlow;
  isNft: boolean;
  override?: string;
}): string {
  if (override) return override;
  if (flow === 'SELL') return t('exchange.title.sell');
  return isNft ? t('exchange.title.nft') : t('exchange.title.buy');
}
