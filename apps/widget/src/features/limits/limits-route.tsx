import { type BuyOrSell, LIMIT_WINDOWS, type PaymentCategory } from '@ferry/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { limitsQueryOptions } from '../../api/limits/get-limits.js';
import { useFiatCurrencies } from '../../api/startup/get-fiat-currencies.js';
import { usePartner } from '../../api/startup/get-partner.js';
import { useUser } from '../../api/user/get-user.js';
import { Header } from '../../layout/header.js';
import { LoadingScreen } from '../../layout/loading-screen.js';
import { StickyFooter } from '../../layout/sticky-footer.js';
import { ScreenBody } from '../../ui/screen-body.js';
import { Spinner } from '../../ui/spinner.js';
import { Tabs } from '../../ui/tabs.js';
import { categoryChoices, defaultCategory, limitCurrencies, limitsLoadError } from './limit-choices.js';
import { LimitWindowCard } from './limit-window.js';
import styles from './limits.module.css';
import { Page } from '../../ui/page.js';
import { t } from '../../i18n/i18n.js';
import { kycLevelText } from '../../i18n/kyc-level-text.js';

const sides = () =>
  [
    { value: 'BUY', label: t('limits.buy') },
    { value: 'SELL', label: t('limits.sell') },
  ] as const;

/**
 * My limits (spec 001 section 2): per window ('Today', 'Last 30 days', 'Last 365 days') the bar of
 * spent against the limit and the remaining amount, for a category and fiat the user picks.
 */
export function LimitsRoute() {
  const { user } = useUser(usePartner().data?.apiKey);
  const fiats = useFiatCurrencies();
  const currencies = limitCurrencies((fiats.data ?? []).map((fiat) => fiat.symbol));
  const [side, setSide] = useState<BuyOrSell>('BUY');
  const [category, setCategory] = useState<PaymentCategory>(defaultCategory('BUY'));
  const [picked, setPicked] = useState<string | null>(null);
  const currency = picked ?? currencies[0] ?? null;
  const level = user?.kyc.l1.highestApprovedKYCType ?? null;
  const limits = useQuery({
    ...limitsQueryOptions({ isBuyOrSell: side, paymentCategory: category, fiatCurrency: currency ?? '', ...(level ? { kycType: level } : {}) }),
    enabled: Boolean(user && currency),
  });

  if (!user || !fiats.data) return <LoadingScreen />;
  const changeSide = (next: BuyOrSell) => {
    setSide(next);
    setCategory(defaultCategory(next));
  };
  return (
    <>
      <Header title={t('limits.title')} back="history" />
      <ScreenBody>
        <Page>
          <Tabs label={t('limits.sides')} items={sides()} value={side} onChange={changeSide} idPrefix="limits-side" />
          <div id="limits-side-panel" role="tabpanel" aria-labelledby={`limits-side-${side}`} className={styles.panel}>
            <div className={styles.pickers}>
              <label className={styles.picker}>
                <span>{t('limits.category.label')}</span>
                <select value={category} onChange={(event) => setCategory(event.target.value as PaymentCategory)}>
                  {categoryChoices(side).map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </label>
              <label className={styles.picker}>
                <span>{t('limits.currency')}</span>
                <select value={currency ?? ''} onChange={(event) => setPicked(event.target.value)}>
                  {currencies.map((symbol) => (
                    <option key={symbol} value={symbol}>
                      {symbol}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <p className={styles.level}>{t('limits.level', { level: kycLevelText(level ?? 'SIMPLE') })}</p>
            {limits.isError && currency ? (
              <p className={styles.error} role="alert">
                {limitsLoadError(currency)}
              </p>
            ) : !limits.data || !currency ? (
              <Spinner />
            ) : (
              LIMIT_WINDOWS.map((window) => <LimitWindowCard key={window} window={window} limit={limits.data[window]} currency={currency} />)
            )}
          </div>
        </Page>
      </ScreenBody>
      <StickyFooter />
    </>
  );
}
