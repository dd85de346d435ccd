import type { FiatCurrency } from '@ferry/contracts';
import { useState } from 'react';
import { t } from '../../../i18n/i18n.js';
import { BottomDrawer } from '../../../ui/bottom-drawer.js';
import { searchCurrencies } from '../onboarding/payout-options.js';
import styles from '../stream.module.css';


/** 'Receive money in': the payout fiat, chosen from a searchable list. */
export function CurrencySelect({ currencies, value, onChange }: { currencies: readonly FiatCurrency[]; value: FiatCurrency; onChange: (symbol: string) => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const [search, setSearch] = useState('');
  const found = searchCurrencies(currencies, search);
  const close = () => {
    setIsOpen(false);
    setSearch('');
  };
  return (
    <div className={styles.field}>
      <span className={styles.label} id="stream-receive-in">
        {t('stream.method.receiveIn')}
      </span>
      <button type="button" className={styles.select} aria-labelledby="stream-receive-in" aria-describedby="stream-receive-in-value" onClick={() => setIsOpen(true)}>
        <span id="stream-receive-in-value">
          <strong>{value.symbol}</strong> {value.name}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      <BottomDrawer isOpen={isOpen} title={t('stream.method.receiveIn')} onClose={close} hasCloseButton>
        <div className={styles.drawerBody}>
          <input
            className={styles.search}
            type="search"
            aria-label={t('stream.method.searchCurrency')}
            placeholder={t('stream.method.searchCurrency')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          {found.length === 0 ? (
            <p className={styles.empty}>{t('stream.method.noCurrency')}</p>
          ) : (
            <ul className={styles.choiceList}>
              {found.map((fiat) => (
                <li key={fiat.symbol}>
                  <button
                    type="button"
                    className={styles.choice}
                    aria-current={fiat.symbol === value.symbol || undefined}
                    onClick={() => {
                      onChange(fiat.symbol);
                      close();
                    }}
                  >
                    <strong>{fiat.symbol}</strong>
                    <span>{fiat.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </BottomDrawer>
    </div>
  );
}
