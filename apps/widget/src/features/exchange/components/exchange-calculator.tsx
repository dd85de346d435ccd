import type { PartnerInfo, WidgetParams } from '@ferry/contracts';
import { displayRate, isDiscountApplied, isFeeBreakdownHidden, isLocationAlertShown, partnerFeeOf } from '@ferry/rules';
import { useId, useState } from 'react';
import { useNavigate } from '../../../routing/index.js';
import { messageForStartError } from '../../../api/start-error-message.js';
import { ERROR_MESSAGES, START_ERROR_TEXTS } from '../../../i18n/error-messages.js';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { useInfoLinks } from '../../../api/startup/info-links.js';
import { paths } from '../../../config/paths.js';
import type { ExchangeFlow } from '../../../stores/buy-or-sell-flow.js';
import { sessionStore } from '../../../stores/session-store.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { Spinner } from '../../../ui/spinner.js';
import { useExchange } from '../hooks/use-exchange.js';
import { discountViewer, isUkVisitorWithoutKyc } from '../model/viewer.js';
import { AmountField, ReceiveField, type CurrencyButtonProps } from './amount-field.js';
import styles from './calculator.module.css';
import { CurrencyPicker } from './currency-picker.js';
import { DiscountNotice, ErrorBox, LocationNotice, RateLine, StreamPromo, UkRiskBanner } from './exchange-notices.js';
import { FeeBreakdown } from './fee-breakdown.js';
import { NftDetails } from './nft-details.js';
import { PaymentMethods } from './payment-methods.js';
import { t } from '../../../i18n/i18n.js';
import { figure } from '../../../i18n/figure.js';
import { startErrorsCatalogue } from '../../../i18n/start-errors-catalogue.js';
import { useTexts } from '../../../i18n/use-texts.js';

/** The Buy or Sell calculator of the exchange (spec 000 sections 2, 4, 5, 6 and 9). */
export function ExchangeCalculator({ flow, params, partner }: { flow: ExchangeFlow; params: WidgetParams; partner: PartnerInfo | undefined }) {
  const exchange = useExchange({ flow, params, partner });
  const navigate = useNavigate();
  const links = useInfoLinks();
  const [picker, setPicker] = useState<'fiat' | 'crypto' | null>(null);
  const errorId = useId();
  const { fiat, crypto, quote, locks } = exchange;
  // A quote that fails is worded from the start path's failure texts, fetched then.
  const errorTexts = useTexts(startErrorsCatalogue, Boolean(exchange.error));

  if (!exchange.isReady) {
    return (
      <ScreenBody isCentered>
        {exchange.isLoadFailed ? <p role="alert">{ERROR_MESSAGES.initData}</p> : <Spinner />}
      </ScreenBody>
    );
  }

  const fiatButton: CurrencyButtonProps = {
    symbol: fiat?.symbol ?? '',
    label: fiat ? t('exchange.fiatButton', { fiat: fiat.symbol }) : t('exchange.fiatButton.none'),
    onOpen: locks.isFiatLocked || exchange.fiats.length < 2 ? undefined : () => setPicker('fiat'),
  };
  const cryptoButton: CurrencyButtonProps = {
    symbol: crypto?.symbol ?? '',
    image: crypto?.image.small,
    network: crypto?.network.name,
    label: crypto ? t('exchange.cryptoButton', { crypto: crypto.symbol, network: crypto.network.name }) : t('exchange.cryptoButton.none'),
    onOpen: locks.isCryptoLocked ? undefined : () => setPicker('crypto'),
  };
  const isBuy = flow === 'BUY';
  const payText = isBuy && exchange.amountKind === 'crypto' ? (quote?.fiatAmount ?? '') : exchange.amountText;
  const violation = exchange.violation;
  const errorMessage = violation
    ? START_ERROR_TEXTS[violation.code](violation.params)
    : exchange.error && errorTexts !== 'loading'
      ? errorTexts === 'loaded'
        ? messageForStartError(exchange.error)
        : ERROR_MESSAGES.network
      : null;
  // While a quote is on its way its block keeps the place the quote will fill (fees unless the
  // partner hides them, the discount on a campaign's flow): the payment methods never move (CLS 0).
  // The quote's figures replace the waiting block rather than widening its '…' in place.
  const isQuoteShown = Boolean(fiat && (quote || exchange.isPending));
  const isFeeHidden = quote
    ? isFeeBreakdownHidden({ isFeeCalculationHidden: params.isFeeCalculationHidden, partnerFee: partnerFeeOf(quote.feeBreakdown), fiatAmount: quote.fiatAmount })
    : params.isFeeCalculationHidden === true;
  const hasDiscount = quote ? isDiscountApplied(quote) : partner?.discountedFlows?.includes(flow) === true;
  const streamTarget = exchange.user?.offRampStream.isOnboardingComplete ? paths.streamOnboardingComplete : paths.streamOnboardingIntro;

  const onContinue = () => {
    if (exchange.isWhale) {
      window.open(isBuy ? links.whaleApplicationBuy : links.whaleApplicationSell, '_blank', 'noopener,noreferrer');
      return;
    }
    if (!quote) return;
    sessionStore.set('quote', quote);
    if (isBuy) void navigate(paths.walletConfirm);
    else void navigate(exchange.isLoggedIn ? paths.confirmOrder : paths.loginEmail);
  };
  const buttonText = exchange.isWhale
    ? t('exchange.whaleApplication')
    : isBuy
      ? t(exchange.isNft ? 'exchange.buyNft' : 'exchange.buyNow')
      : t('exchange.sellNow');

  return (
    <>
      <ScreenBody>
        {isUkVisitorWithoutKyc(exchange.user, exchange.ipCountry) && <UkRiskBanner />}
        {exchange.isNft ? (
          <NftDetails nft={quote?.nftData} price={quote ? `${figure(quote.cryptoAmount)} ${quote.cryptoCurrency}` : undefined} />
        ) : (
          <AmountField
            label={isBuy ? t('exchange.youPay') : t('exchange.youSell')}
            value={isBuy ? payText : exchange.amountText}
            onChange={(text) => exchange.typeAmount(text, isBuy ? 'fiat' : 'crypto')}
            currency={isBuy ? fiatButton : cryptoButton}
            isInvalid={Boolean(exchange.violation)}
            errorId={errorId}
          />
        )}
        {exchange.isNft ? (
          <ReceiveField label={t('exchange.youPay')} value={quote ? figure(quote.fiatAmount) : undefined} isLoading={exchange.isPending} currency={fiatButton} />
        ) : (
          <ReceiveField
            value={quote ? figure(isBuy ? quote.cryptoAmount : quote.fiatAmount) : undefined}
            isLoading={exchange.isPending}
            currency={isBuy ? cryptoButton : fiatButton}
          />
        )}
        {errorMessage && <ErrorBox id={errorId}>{errorMessage}</ErrorBox>}
        {isQuoteShown && fiat && (
          <div key={quote ? 'quote' : 'waiting'} className={styles.quote} aria-label={t('exchange.quote')} role="group" aria-busy={!quote || undefined}>
            <RateLine
              crypto={quote?.cryptoCurrency ?? crypto?.symbol ?? ''}
              fiat={quote?.fiatCurrency ?? fiat.symbol}
              rate={quote ? figure(displayRate(quote.conversionPrice, fiat.roundOff)) : '…'}
            />
            {!isFeeHidden && <FeeBreakdown quote={quote} fiatCurrency={quote?.fiatCurrency ?? fiat.symbol} />}
            {hasDiscount && <DiscountNotice nudge={discountViewer(exchange.user, exchange.ipCountry)} />}
          </div>
        )}
        <PaymentMethods
          legend={isBuy ? t('exchange.payWith') : t('exchange.receiveBy')}
          options={exchange.options}
          value={exchange.paymentMethod}
          onChange={exchange.choosePaymentMethod}
          isLocked={locks.isPaymentMethodLocked}
        />
        {isLocationAlertShown(exchange.options) && <LocationNotice />}
        {!isBuy && partner?.isFerryOwnPartner === true && <StreamPromo to={streamTarget} />}
      </ScreenBody>
      <StickyFooter
        buttonText={buttonText}
        onButtonClick={onContinue}
        isButtonDisabled={!exchange.isWhale && !quote}
        isButtonLoading={!exchange.isWhale && exchange.isPending && !quote}
      />
      <CurrencyPicker
        title={isBuy ? t('exchange.picker.fiat') : t('exchange.picker.payout')}
        isOpen={picker === 'fiat'}
        items={exchange.fiats.map((entry) => ({ id: entry.symbol, symbol: entry.symbol, name: entry.name }))}
        isFiat
        selectedId={fiat?.symbol}
        onSelect={exchange.chooseFiat}
        onClose={() => setPicker(null)}
      />
      <CurrencyPicker
        title={t('exchange.picker.crypto')}
        isOpen={picker === 'crypto'}
        items={exchange.cryptos.map((entry) => ({
          id: entry.uniqueId,
          symbol: entry.symbol,
          name: entry.name,
          network: entry.network.name,
          image: entry.image.small,
          isPopular: entry.isPopular,
        }))}
        selectedId={crypto?.uniqueId}
        onSelect={exchange.chooseCrypto}
        onClose={() => setPicker(null)}
      />
    </>
  );
}
