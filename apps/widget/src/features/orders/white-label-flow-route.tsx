import { Quote } from '@ferry/contracts';
import { whiteLabelQuoteRequest } from '@ferry/rules';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate } from '../../routing/index.js';
import { messageForError } from '../../api/error-messages.js';
import { quoteQueryOptions } from '../../api/quotes/get-quote.js';
import { usePartner } from '../../api/startup/get-partner.js';
import { useUser } from '../../api/user/get-user.js';
import { Header } from '../../layout/header.js';
import { LoadingScreen } from '../../layout/loading-screen.js';
import { StickyFooter } from '../../layout/sticky-footer.js';
import { paths } from '../../config/paths.js';
import { useBuyOrSellFlow } from '../../stores/buy-or-sell-flow.js';
import { sessionStore, useSessionValue } from '../../stores/session-store.js';
import { useProductWidgetParams } from '../../stores/widget-params.js';
import { ScreenBody } from '../../ui/screen-body.js';
import text from '../../ui/text.module.css';
import { t } from '../../i18n/i18n.js';
import { usePreOrderStep } from './hooks/use-pre-order-step.js';
import { pathForPreOrderStep } from '../../config/pre-order-path.js';

/**
 * /user/whiteLabelFlow (spec 000 section 2; spec 001 section 4 "KYC forms on the stream and
 * white-label path", "Redirects in the shell"): the partner's own screens chose the order, so the
 * quote comes from its URL. Then the pending KYC forms first (each submit refreshes the stored
 * forms, as on every KYC path), the UK routing once KYC is approved, and confirm order: the steps
 * of pre-order routing, in its order.
 */
export function WhiteLabelFlowRoute() {
  const navigate = useNavigate();
  const partner = usePartner().data;
  const { flow } = useBuyOrSellFlow(partner?.productsAvailed);
  const params = useProductWidgetParams(flow);
  const stored = Quote.safeParse(useSessionValue('quote')).data ?? null;
  const request = partner ? whiteLabelQuoteRequest(params, { flow, partnerApiKey: partner.apiKey }) : null;
  const fetched = useQuery(quoteQueryOptions(stored ? null : request));
  const storedWallet = useSessionValue('walletAddress') ?? stored?.walletAddress ?? null;
  const walletAddress = flow === 'SELL' ? null : storedWallet;
  const { user } = useUser(partner?.apiKey);
  const step = usePreOrderStep({ flow, quote: stored, walletAddress, user, bankId: null });

  useEffect(() => {
    if (stored || !fetched.data) return;
    if (flow === 'BUY' && params.walletAddress) sessionStore.set('walletAddress', params.walletAddress.trim());
    sessionStore.set('quote', fetched.data);
  }, [stored, fetched.data, flow, params.walletAddress]);

  useEffect(() => {
    if (!stored || !step) return;
    void navigate(step.to === 'confirm-order' ? paths.confirmOrder : pathForPreOrderStep(step), { replace: true });
  }, [stored, step, navigate]);

  // A URL without a whole order: the user chooses it on the exchange (which then does not send them back here).
  if (partner && !stored && !request) return <Navigate to={paths.exchange} replace />;
  if (fetched.error) {
    return (
      <>
        <Header title={t('orders.whiteLabel.title')} />
        <ScreenBody isCentered>
          <p className={text.note} role="alert">
            {messageForError(fetched.error)}
          </p>
        </ScreenBody>
        <StickyFooter buttonText={t('orders.whiteLabel.tryAgain')} onButtonClick={() => void fetched.refetch()} />
      </>
    );
  }
  return <LoadingScreen />;
}
