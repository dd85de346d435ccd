import type { PaymentMethodId } from '@ferry/contracts';
import { streamTermsRoute } from '@ferry/rules';
import { useState } from 'react';
import { useCards } from '../../../api/cards/get-cards.js';
import { useFiatCurrencies } from '../../../api/startup/get-fiat-currencies.js';
import type { LocationState } from '../../../layout/location-state.js';
import { readLocationState } from '../../../layout/location-state.js';
import { Header } from '../../../layout/header.js';
import { LoadingScreen } from '../../../layout/loading-screen.js';
import { StickyFooter } from '../../../layout/sticky-footer.js';
import { paths } from '../../../config/paths.js';
import { t } from '../../../i18n/i18n.js';
import { paymentMethodName, unavailabilityText } from '../../../i18n/payment-method-texts.js';
import { useLocation, useNavigate } from '../../../routing/index.js';
import { Badge } from '../../../ui/badge.js';
import { ScreenBody } from '../../../ui/screen-body.js';
import { CurrencySelect } from '../components/currency-select.js';
import { MethodDetails } from '../components/method-details.js';
import { StreamGate } from '../components/stream-gate.js';
import styles from '../stream.module.css';
import text from '../../../ui/text.module.css';
import { Page } from '../../../ui/page.js';
import { useStreamContext } from '../use-stream-context.js';
import { effectiveOption, hasSuccessRateBadge, isPayoutOption, payoutCurrencies } from './payout-options.js';

const percent = (value: string) => value.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

function ChooseMethod() {
  const navigate = useNavigate();
  const state = readLocationState(useLocation().state);
  const { partner, user } = useStreamContext();
  const fiats = useFiatCurrencies();
  const cards = useCards();
  const currencies = payoutCurrencies(fiats.data ?? []);
  const saved = user?.offRampStream;
  const [fiatSymbol, setFiatSymbol] = useState<string | null>(state.fiatCurrency ?? saved?.fiatCurrencyCode ?? null);
  const [chosen, setChosen] = useState<string | null>(state.paymentMethod ?? saved?.paymentMethod ?? null);
  if (!fiats.data || !partner || !user) return <LoadingScreen />;
  const fiat = currencies.find((candidate) => candidate.symbol === fiatSymbol) ?? currencies.find((candidate) => candidate.symbol === 'EUR') ?? currencies[0];
  if (!fiat) return <LoadingScreen />;
  const options = fiat.paymentOptions.filter(isPayoutOption);
  const option = effectiveOption(options, chosen);

  const proceed = () => {
    if (!option) return;
    const isUpdate = user.offRampStream.paymentMethod !== null;
    const next: LocationState = { redirectPath: paths.streamOnboardingTerms, fiatCurrency: fiat.symbol, paymentMethod: option.id, isOffRampStream: true, ...(isUpdate ? { isUpdate } : {}) };
    const step = streamTermsRoute({ paymentMethod: option.id as PaymentMethodId, bankId: null, cardId: null, savedCardCount: cards.data?.length ?? 0, isOnboardingComplete: false });
    const to = step.to === 'bank-details' ? paths.bankDetails : step.to === 'add-card' ? paths.addCard : step.to === 'select-card' ? paths.selectCard : paths.streamOnboardingTerms;
    void navigate(to, { state: next });
  };

  return (
    <>
      <Header title={t('stream.method.title')} back="history" />
      <ScreenBody>
        <Page>
          <h2 className={styles.subheading}>{t('stream.method.heading')}</h2>
          <CurrencySelect
            currencies={currencies}
            value={fiat}
            onChange={(symbol) => {
              setFiatSymbol(symbol);
              setChosen(null);
            }}
          />
          <fieldset className={styles.methods}>
            <legend className={styles.label}>{t('stream.method.withdrawalMethod')}</legend>
            {options.length === 0 && <p className={styles.empty}>{t('stream.method.noOptions')}</p>}
            {options.map((candidate) => (
              <label key={candidate.id} className={styles.method} data-disabled={candidate.disabled === true || undefined}>
                <input
                  type="radio"
                  name="stream-method"
                  value={candidate.id}
                  checked={option?.id === candidate.id}
                  disabled={candidate.disabled === true}
                  onChange={() => setChosen(candidate.id)}
                />
                <span className={styles.methodName}>{paymentMethodName(candidate.id)}</span>
                {hasSuccessRateBadge(candidate) && <Badge>{t('stream.method.successRate')}</Badge>}
                {candidate.disabled === true && candidate.unavailabilityCode && <span className={text.note}>{unavailabilityText(candidate.unavailabilityCode)}</span>}
              </label>
            ))}
          </fieldset>
          {option && <MethodDetails option={option} fiatCurrency={fiat.symbol} partnerApiKey={partner.apiKey} partnerSellFee={percent(partner.sellFeePercentage)} />}
        </Page>
      </ScreenBody>
      <StickyFooter buttonText={t('stream.method.proceed')} onButtonClick={proceed} isButtonDisabled={!option || cards.isPending} />
    </>
  );
}

/** Choose withdrawal method (spec 001 sections 2 and 4): the payout fiat and method, its fees and limits. */
export function StreamChooseMethodRoute() {
  return (
    <StreamGate>
      <ChooseMethod />
    </StreamGate>
  );
}
