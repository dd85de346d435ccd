import { whiteLabelQuoteRequest } from '@ferry/rules';
import { useEffect } from 'react';
import { Navigate } from '../../routing/index.js';
import { usePartner } from '../../api/startup/get-partner.js';
import { Header } from '../../layout/header.js';
import { useBuyOrSellFlow } from '../../stores/buy-or-sell-flow.js';
import { resetSessionOnExchange } from '../../stores/session-reset.js';
import { useSessionValue } from '../../stores/session-store.js';
import { paths } from '../../config/paths.js';
import { useProductWidgetParams } from '../../stores/widget-params.js';
import { Tabs } from '../../ui/tabs.js';
import { ExchangeCalculator } from './components/exchange-calculator.js';
import styles from './exchange.module.css';
import { exchangeTitle } from './exchange-title.js';
import { t } from '../../i18n/i18n.js';

// The stream redirect happens once per page load, so 'Back to App' from a stream screen stays here.
let hasLeftForStream = false;

/**
 * Spec 001 section 4 "Redirects in the shell": an off-ramp stream partner (isFerryStreamOffRamp)
 * landing on the exchange goes to the stream intro; the off-ramp stream flow (isOffRampStreamFlow)
 * goes to My Wallets.
 */
function streamRedirect(params: { isFerryStreamOffRamp?: boolean | undefined; isOffRampStreamFlow?: boolean | undefined }): string | null {
  if (hasLeftForStream) return null;
  return params.isFerryStreamOffRamp === true ? paths.streamOnboardingIntro : params.isOffRampStreamFlow === true ? paths.streamWallets : null;
}

/** Landing on the exchange resets the stored journey (spec 000 section 4). */
export function exchangeLoader(): null {
  resetSessionOnExchange();
  return null;
}

/** The exchange home: Buy and Sell tabs over the calculator of the chosen flow. */
export function ExchangeRoute() {
  const partner = usePartner().data;
  const { flows, flow, setFlow } = useBuyOrSellFlow(partner?.productsAvailed);
  // Validated and normalised for this flow: a refused title or isNFT never reaches the screen.
  const params = useProductWidgetParams(flow);
  const streamParams = useProductWidgetParams('OFF_RAMP_STREAM');
  const title = exchangeTitle({ flow, isNft: params.isNFT === true, override: params.exchangeScreenTitle });
  const hasTabs = flows.length > 1;
  // Spec 001 section 4 "Redirects in the shell": a signed-in user of a white-label partner whose
  // URL carries a whole order goes to the white-label flow.
  const hasLogin = Boolean(useSessionValue('authToken'));
  const isWhiteLabel = hasLogin && partner !== undefined && whiteLabelQuoteRequest(params, { flow, partnerApiKey: partner.apiKey }) !== null;
  const toStream = partner ? streamRedirect(streamParams) : null;
  useEffect(() => {
    if (toStream) hasLeftForStream = true;
  }, [toStream]);
  if (isWhiteLabel) return <Navigate to={paths.whiteLabelFlow} replace />;
  if (toStream) return <Navigate to={toStream} replace />;

  return (
    <>
      <Header title={title} />
      {hasTabs && (
        <div className={styles.tabs}>
          <Tabs
            label={t('exchange.flows')}
            idPrefix="exchange-flow"
            items={flows.map((value) => ({ value, label: value === 'BUY' ? t('exchange.flow.buy') : t('exchange.flow.sell') }))}
            value={flow}
            onChange={setFlow}
          />
        </div>
      )}
      <div
        id="exchange-flow-panel"
        className={styles.panel}
        role={hasTabs ? 'tabpanel' : undefined}
        aria-labelledby={hasTabs ? `exchange-flow-${flow}` : undefined}
      >
        <ExchangeCalculator key={flow} flow={flow} params={params} partner={partner} />
      </div>
    </>
  );
}
