import { usePartner } from '../../api/startup/get-partner.js';
import { Header } from '../../app/shell/header.js';
import { StickyFooter } from '../../app/shell/sticky-footer.js';
import { useBuyOrSellFlow, type ExchangeFlow } from '../../stores/buy-or-sell-flow.js';
import { resetSessionOnExchange } from '../../stores/session-reset.js';
import { useProductWidgetParams } from '../../stores/widget-params.js';
import { ScreenBody } from '../../ui/screen-body.js';
import { Tabs } from '../../ui/tabs.js';
import styles from './exchange.module.css';
import { exchangeTitle } from './exchange-title.js';

const TAB_LABELS: Record<ExchangeFlow, string> = { BUY: 'Buy', SELL: 'Sell' };

/** Landing on the exchange resets the stored journey (spec 000 section 4). */
export function exchangeLoader(): null {
  resetSessionOnExchange();
  return null;
}

/** The exchange home; its calculator arrives with the exchange issue. */
export function ExchangeRoute() {
  const partner = usePartner().data;
  const { flows, flow, setFlow } = useBuyOrSellFlow(partner?.productsAvailed);
  // Validated and normalised for this flow: a refused title or isNFT never reaches the screen.
  const params = useProductWidgetParams(flow);
  const title = exchangeTitle({ flow, isNft: params.isNFT === true, override: params.exchangeScreenTitle });

  return (
    <>
      <Header title={title} />
      {flows.length > 1 && (
        <div className={styles.tabs}>
          <Tabs
            label="Buy or sell"
            idPrefix="exchange-flow"
            items={flows.map((value) => ({ value, label: TAB_LABELS[value] }))}
            value={flow}
            onChange={setFlow}
          />
        </div>
      )}
      <ScreenBody>
        <div id="exchange-flow-panel" role={flows.length > 1 ? 'tabpanel' : undefined} aria-labelledby={flows.length > 1 ? `exchange-flow-${flow}` : undefined} />
      </ScreenBody>
      <StickyFooter />
    </>
  );
}
