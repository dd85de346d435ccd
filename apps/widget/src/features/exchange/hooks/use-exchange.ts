import type { PartnerInfo, PaymentMethodId, WidgetParams } from '@ferry/contracts';
import { sellLimitFor } from '@ferry/rules';
import { useMemo, useState } from 'react';
import { useSellLimits } from '../../../api/quotes/get-sell-limits.js';
import { useCountries } from '../../../api/startup/get-countries.js';
import { useCryptoCurrencies } from '../../../api/startup/get-crypto-currencies.js';
import { useFiatCurrencies } from '../../../api/startup/get-fiat-currencies.js';
import { useIpCountry } from '../../../api/startup/get-ip-country.js';
import { useUser } from '../../../api/user/get-user.js';
import type { ExchangeFlow } from '../../../stores/buy-or-sell-flow.js';
import { acceptAmountText, amountValue } from '../model/amount-text.js';
import { initialAmount, initialCrypto, initialFiat } from '../model/initial-selection.js';
import { lockedChoices, offeredCryptos, offeredFiats } from '../model/offered-currencies.js';
import { paymentOptionsFor, pickPaymentMethod } from '../model/payment-options.js';
import { amountBoundsViolation, isPricedByAsset, isWhaleApplication, quoteRequestFor, type ExchangeState } from '../model/quote-request.js';
import { useExchangeQuote } from './use-exchange-quote.js';
import { usePaymentContext } from './use-payment-context.js';

type Choice = {
  fiatSymbol?: string;
  cryptoId?: string;
  paymentMethod?: PaymentMethodId;
  /** What the user typed, and in which currency; absent until they change anything. */
  amountText?: string;
  amountKind?: 'fiat' | 'crypto';
};

/**
 * The exchange calculator's state: what is offered, what is chosen (the partner's defaults until
 * the user changes something), the bounds, and the debounced quote.
 */
export function useExchange({ flow, params, partner }: { flow: ExchangeFlow; params: WidgetParams; partner: PartnerInfo | undefined }) {
  const fiatsQuery = useFiatCurrencies();
  const cryptosQuery = useCryptoCurrencies();
  const ipCountry = useIpCountry().data?.ipCountryCode ?? undefined;
  const countries = useCountries().data;
  const { user, isLoggedIn } = useUser(partner?.apiKey);
  const sellLimits = useSellLimits(partner?.apiKey, flow === 'SELL');
  const [choice, setChoice] = useState<Choice>({});

  const fiats = useMemo(() => offeredFiats(flow, params, fiatsQuery.data ?? []), [flow, params, fiatsQuery.data]);
  const cryptos = useMemo(() => offeredCryptos(flow, params, cryptosQuery.data ?? []), [flow, params, cryptosQuery.data]);
  const ipCurrency = countries?.find((country) => country.alpha2 === ipCountry)?.currencyCode;
  const fiat = fiats.find((entry) => entry.symbol === choice.fiatSymbol) ?? initialFiat(params, fiats, ipCurrency);
  const crypto = cryptos.find((entry) => entry.uniqueId === choice.cryptoId) ?? initialCrypto(params, cryptos);

  const isNft = flow === 'BUY' && params.isNFT === true;
  const context = usePaymentContext({
    partnerApiKey: partner?.apiKey ?? '',
    sdkName: params.sdkName,
    kycCountryCode: user?.address?.countryCode ?? undefined,
    isNft,
  });
  const options = useMemo(() => paymentOptionsFor(flow, fiat, params, context), [flow, fiat, params, context]);
  const paymentMethod = pickPaymentMethod(options, choice.paymentMethod, params.paymentMethod ?? params.defaultPaymentMethod);
  const option = options.find((entry) => entry.id === paymentMethod);
  const sellLimit = sellLimitFor(sellLimits.data, {
    cryptoCurrency: crypto?.symbol ?? '',
    fiatCurrency: fiat?.symbol ?? '',
    paymentMethod: paymentMethod ?? 'credit_debit_card',
  });

  const initial = initialAmount(flow, params, { paymentMethodDefault: option?.defaultAmount, sellDefault: sellLimit.defaultCryptoAmount });
  const amountKind = choice.amountKind ?? initial?.kind ?? (flow === 'SELL' ? 'crypto' : 'fiat');
  const amountText = choice.amountText ?? initial?.value ?? '';
  const value = amountValue(amountText);

  const state: ExchangeState = {
    flow,
    partnerApiKey: partner?.apiKey ?? '',
    params,
    fiat,
    crypto,
    option,
    amount: value === null ? null : { kind: amountKind, value },
    sellLimit,
    quoteCountryCode: user?.address?.countryCode ?? ipCountry,
  };
  const violation = amountBoundsViolation(state);
  const request = quoteRequestFor(state);
  const quote = useExchangeQuote(request);

  // The first change freezes every default, so a later choice never moves the others.
  const change = (next: Choice) =>
    setChoice((previous) => ({
      fiatSymbol: fiat?.symbol,
      cryptoId: crypto?.uniqueId,
      paymentMethod,
      amountText,
      amountKind,
      ...previous,
      ...next,
    }));

  const typeAmount = (text: string, kind: 'fiat' | 'crypto') => {
    const places = kind === 'fiat' ? (fiat?.roundOff ?? 2) : (crypto?.roundOff ?? 8);
    const accepted = acceptAmountText(text, places);
    if (accepted !== null) change({ amountText: accepted, amountKind: kind });
  };

  const isReady = fiatsQuery.isSuccess && cryptosQuery.isSuccess && (flow === 'BUY' || !sellLimits.isPending);

  return {
    isReady,
    isLoadFailed: fiatsQuery.isError || cryptosQuery.isError,
    flow,
    params,
    fiats,
    cryptos,
    fiat,
    crypto,
    options,
    paymentMethod,
    locks: lockedChoices(params),
    amountText,
    amountKind,
    isNft,
    isPricedByAsset: isPricedByAsset(state),
    violation,
    isWhale: isWhaleApplication(state, violation),
    ...quote,
    user,
    isLoggedIn,
    ipCountry,
    chooseFiat: (symbol: string) => change({ fiatSymbol: symbol }),
    chooseCrypto: (id: string) => change({ cryptoId: id }),
    choosePaymentMethod: (id: PaymentMethodId) => change({ paymentMethod: id }),
    typeAmount,
  };
}
