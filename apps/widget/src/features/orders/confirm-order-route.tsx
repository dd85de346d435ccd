import { ErrorCode, Quote } from '@ferry/contracts';
import { type KycAlertForm, kycFormOfAlert, placeOrderTarget, showsZeroHashTerms } from '@ferry/rules';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from '../../routing/index.js';
import { isApiError } from '../../api/api-error.js';
import { WAITING_FOR_KYC_STATE } from '../../layout/location-state.js';
import { messageForError } from '../../api/error-messages.js';
import { useDeviceSession } from '../../api/orders/start-device-session.js';
import { useRefreshedQuote } from '../../api/quotes/refresh-quote.js';
import { USER_QUERY_KEY } from '../../api/user/get-user.js';
import { useQueryClient } from '@tanstack/react-query';
import { usePartner } from '../../api/startup/get-partner.js';
import { useUser } from '../../api/user/get-user.js';
import { postWalletRedirection } from '../../host/order-events.js';
import { ErrorDrawer } from '../../layout/error-drawer.js';
import { ErrorPopup } from '../../layout/error-popup.js';
import { ERROR_MESSAGES } from '../../i18n/error-messages.js';
import { Header } from '../../layout/header.js';
import { StickyFooter } from '../../layout/sticky-footer.js';
import { paths } from '../../config/paths.js';
import { useSessionValue } from '../../stores/session-store.js';
import { useProductWidgetParams } from '../../stores/widget-params.js';
import { ScreenBody } from '../../ui/screen-body.js';
import { LoadingSkeleton } from '../../ui/skeleton.js';
import { Spinner } from '../../ui/spinner.js';
import { ThreeDsFrame } from '../../ui/three-ds-frame.js';
import { OrderExistsPopup } from './components/order-exists-popup.js';
import { OrderSummary } from './components/order-summary.js';
import { PaymentLine } from './components/payment-line.js';
import { PayoutLine } from './components/payout-line.js';
import { UkBuyPopUps } from './components/uk-buy-pop-ups.js';
import { usePlaceOrder } from './hooks/use-place-order.js';
import { usePreOrderStep } from './hooks/use-pre-order-step.js';
import { orderPaths } from './order-paths.js';
import { Page } from '../../ui/page.js';
import { Section } from '../../ui/section.js';
import text from '../../ui/text.module.css';
import { pathForPreOrderStep } from '../../config/pre-order-path.js';
import { t } from '../../i18n/i18n.js';

/**
 * Confirm your order (spec 001 sections 2 and 4): pre-order routing first, then the refreshed
 * quote, fees and 'Place Order'. The buy variant shows the payment, the wallet and Zero Hash
 * terms; the sell variant the payout bank or card.
 */
export function ConfirmOrderRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const stored = Quote.safeParse(useSessionValue('quote'));
  const quote = stored.success ? stored.data : null;
  const storedFlow = useSessionValue('buyOrSellFlow') ?? 'BUY';
  const flow = quote?.isBuyOrSell ?? storedFlow;
  const storedWallet = useSessionValue('walletAddress') ?? quote?.walletAddress ?? null;
  const walletAddress = flow === 'SELL' ? null : storedWallet;
  const { user } = useUser(usePartner().data?.apiKey);
  const cardId = search.get('cardId');
  const bankId = search.get('bankId');
  const step = usePreOrderStep({ flow, quote, walletAddress, user, bankId });
  const isCardWithoutChoice = step?.to === 'confirm-order' && quote?.paymentMethod === 'credit_debit_card' && !cardId;

  useEffect(() => {
    // The profile waits for the KYC decision and comes back here on approval.
    if (step && step.to !== 'confirm-order') void navigate(pathForPreOrderStep(step), { replace: true, ...(step.to === 'profile' ? { state: WAITING_FOR_KYC_STATE } : {}) });
    else if (isCardWithoutChoice) void navigate(orderPaths.selectCard, { replace: true });
  }, [step, isCardWithoutChoice, navigate]);

  if (!quote) return <Navigate to={paths.exchange} replace />;
  if (!step || step.to !== 'confirm-order' || !user || (flow !== 'SELL' && !walletAddress) || isCardWithoutChoice) return <LoadingSkeleton />;
  return (
    <ConfirmOrderView
      storedQuote={quote}
      walletAddress={walletAddress}
      cardId={cardId}
      bankId={bankId}
      user={user}
      shouldStartDeviceSession={step.startFraudDeviceSession}
    />
  );
}

function ConfirmOrderView({
  storedQuote,
  walletAddress,
  cardId,
  bankId,
  user,
  shouldStartDeviceSession,
}: {
  storedQuote: Quote;
  walletAddress: string | null;
  cardId: string | null;
  bankId: string | null;
  user: NonNullable<ReturnType<typeof useUser>['user']>;
  shouldStartDeviceSession: boolean;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Pre-order routing step 9: a fraud-detection device session is started as confirm order opens.
  const deviceSession = useDeviceSession(shouldStartDeviceSession);
  const isSell = storedQuote.isBuyOrSell === 'SELL';
  const params = useProductWidgetParams(storedQuote.isBuyOrSell);
  const refreshed = useRefreshedQuote(storedQuote.quoteId, bankId);
  const placeOrder = usePlaceOrder();
  const [problem, setProblem] = useState<
    { kind: 'exists' } | { kind: 'error'; message: string; toExchange: boolean } | { kind: 'kyc-details'; message: string; formId: KycAlertForm } | null
  >(null);
  const [challenge, setChallenge] = useState<{ url: string; orderId: string; paymentId: string } | null>(null);

  // A failed refresh shows its message, then goes to the exchange (spec 001 section 8).
  const shown = problem ?? (refreshed.error ? { kind: 'error' as const, message: messageForError(refreshed.error), toExchange: true } : null);

  const quote = refreshed.data ? { ...refreshed.data, walletAddress: walletAddress ?? undefined, addressAdditionalData: storedQuote.addressAdditionalData } : null;
  // The Zero Hash terms are about crypto bought and held for the user: a buy's.
  const isZeroHash = quote && !isSell
    ? showsZeroHashTerms({ fiatCurrency: quote.fiatCurrency, countryCode: user.address?.countryCode ?? null, stateCode: user.address?.state ?? null })
    : false;

  const submit = () => {
    if (!quote) return;
    placeOrder.mutate(
      { quote, walletAddress, paymentMethod: quote.paymentMethod, cardId, bankId, deviceSessionId: deviceSession.data?.deviceSessionId ?? null },
      {
        onSuccess: (order) => {
          const redirect = order.cardPaymentData?.pgData?.redirectionRequestData?.redirectUrl;
          const target = placeOrderTarget({
            ...order,
            redirectionRequired: order.cardPaymentData?.pgData?.redirectionRequired ?? false,
            hasWalletRedirection: params.walletRedirection ?? false,
          });
          const paymentId = order.cardPaymentData?.paymentId;
          // A card's 3DS challenge opens in a frame inside the widget; the bank's page of open banking is a page of its own.
          if (target === 'gateway-redirect' && redirect && order.paymentOptionId === 'credit_debit_card' && paymentId) {
            setChallenge({ url: redirect, orderId: order.id, paymentId });
          } else if (target === 'gateway-redirect' && redirect) window.location.assign(redirect);
          else if (target === 'apple-pay') void navigate(orderPaths.applePay(order.id));
          else if (target === 'google-pay') void navigate(orderPaths.googlePay(order.id));
          // The partner's wallet sends the crypto; the order details show the order meanwhile.
          else if (target === 'wallet-redirection' && postWalletRedirection(order)) void navigate(orderPaths.orderDetails(order.id));
          else if (target === 'payment-confirmation' || target === 'wallet-redirection') void navigate(orderPaths.paymentConfirmation(order.id));
          else void navigate(orderPaths.paymentStatus(order.id));
        },
        onError: (error) => {
          // The quote ran out meanwhile (a sleeping tab): show the refreshed price before ordering.
          if (isApiError(error) && (error.code === ErrorCode.QUOTE_EXPIRED || error.code === ErrorCode.RESERVATION_EXPIRED)) void refreshed.refetch();
          // The risk engine asks for additional verification: the profile says so, with its KYC call to action.
          if (isApiError(error) && error.code === ErrorCode.RISKENGINE_PROMOTE_REJECTED) {
            void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
            void navigate(paths.profile, { replace: true });
          } else if (isApiError(error) && kycFormOfAlert(error.code)) {
            // Missing personal details or address: the alert's 'Update Now' opens that KYC form.
            setProblem({ kind: 'kyc-details', message: messageForError(error), formId: kycFormOfAlert(error.code) ?? 'personalDetails' });
          } else if (isApiError(error) && error.code === ErrorCode.ORDER_EXISTS) setProblem({ kind: 'exists' });
          else setProblem({ kind: 'error', message: messageForError(error), toExchange: false });
        },
      },
    );
  };

  return (
    <>
      <Header title={t('orders.confirm.title')} back="history" />
      <ScreenBody>
        {!quote ? (
          <Spinner />
        ) : (
          <Page>
            <OrderSummary quote={quote} isFeeCalculationHidden={params.isFeeCalculationHidden ?? false} />
            {isSell ? (
              <PayoutLine
                quote={quote}
                user={user}
                cardId={cardId}
                bankId={bankId}
                onChange={() => void navigate(quote.paymentMethod === 'credit_debit_card' ? orderPaths.selectCard : paths.bankDetails)}
              />
            ) : (
              <>
                <PaymentLine quote={quote} cardId={cardId} onChangeCard={() => void navigate(orderPaths.selectCard)} />
                <Section title={t('orders.fields.walletAddress')} label={t('orders.confirm.wallet')}>
                  <p className={text.note} style={{ overflowWrap: 'anywhere' }}>
                    {walletAddress} ({quote.network})
                  </p>
                </Section>
              </>
            )}
            {isZeroHash && (
              <p className={text.terms}>{t('orders.confirm.zeroHash')}</p>
            )}
          </Page>
        )}
      </ScreenBody>
      <StickyFooter buttonText={t('orders.confirm.placeOrder')} onButtonClick={submit} isButtonDisabled={!quote} isButtonLoading={placeOrder.isPending || deviceSession.isLoading} />
      <UkBuyPopUps flow={storedQuote.isBuyOrSell} addressCountryCode={user.address?.countryCode ?? null} />
      {challenge && (
        <ThreeDsFrame
          url={challenge.url}
          onComplete={(path) => void navigate(path, { replace: true })}
          onClose={() => void navigate(orderPaths.paymentStatus(challenge.orderId, { cancelPaymentId: challenge.paymentId }), { replace: true })}
        />
      )}
      {shown?.kind === 'exists' && <OrderExistsPopup onDismiss={() => setProblem(null)} />}
      {shown?.kind === 'kyc-details' && (
        <ErrorPopup
          message={shown.message}
          buttonText={ERROR_MESSAGES.updateNow}
          to={`${paths.kycForms}/${shown.formId}`}
          onButtonClick={() => setProblem(null)}
        />
      )}
      <ErrorDrawer
        isOpen={shown?.kind === 'error'}
        message={shown?.kind === 'error' ? shown.message : ''}
        onClose={() => {
          const toExchange = shown?.kind === 'error' && shown.toExchange;
          setProblem(null);
          if (toExchange) void navigate(paths.exchange);
        }}
      />
    </>
  );
}
