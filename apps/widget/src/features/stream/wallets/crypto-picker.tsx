import type { CryptoCurrency } from '@ferry/contracts';
import { useState } from 'react';
import { t } from '../../../i18n/i18n.js';
import { BottomDrawer } from '../../../ui/bottom-drawer.js';
import styles from '../stream.module.css';
import { ALL_NETWORKS, filterCryptos, networksOf } from './crypto-choices.js';


function CryptoRow({ crypto, isCurrent, onPick }: { crypto: CryptoCurrency; isCurrent: boolean; onPick: () => void }) {
  return (
    <li>
      <button type="button" className={styles.choice} aria-current={isCurrent || undefined} onClick={onPick} aria-label={t('stream.picker.row', { name: crypto.name, symbol: crypto.symbol, network: crypto.network.name })}>
        <img src={crypto.image.small} alt="" width={28} height={28} />
        <span className={styles.choiceText}>
          <strong>{crypto.symbol}</strong>
          <span>{crypto.name}</span>
        </span>
        <span className={styles.networkTag}>{crypto.network.name}</span>
      </button>
    </li>
  );
}

/** Step 1 (spec 001 section 2): the crypto and network, from the popular and full lists, with search and a network filter. */
export function CryptoPicker({ cryptos, value, onChange }: { cryptos: readonly CryptoCurrency[]; value: CryptoCurrency; onChange: (crypto: CryptoCurrency) => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [network, setNetwork] = useState(ALL_NETWORKS);
  const found = filterCryptos(cryptos, { search, network });
  const popular = found.filter((crypto) => crypto.isPopular);
  const pick = (crypto: CryptoCurrency) => {
    onChange(crypto);
    setIsOpen(false);
    setSearch('');
  };
  return (
    <>
      <button type="button" className={styles.select} onClick={() => setIsOpen(true)} aria-label={t('stream.picker.current', { symbol: value.symbol, network: value.network.name })}>
        <span className={styles.choiceText}>
          <img src={value.image.small} alt="" width={24} height={24} />
          <strong>{value.symbol}</strong>
          <span className={styles.networkTag}>{value.network.name}</span>
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      <BottomDrawer isOpen={isOpen} title={t('stream.picker.title')} onClose={() => setIsOpen(false)} hasCloseButton>
        <div className={styles.drawerBody}>
          <input className={styles.search} type="search" aria-label={t('stream.picker.search')} placeholder={t('stream.picker.search')} value={search} onChange={(event) => setSearch(event.target.value)} />
          <label className={styles.inline}>
            <span>{t('stream.picker.networkFilter')}</span>
            <select value={network} onChange={(event) => setNetwork(event.target.value)}>
              <option value={ALL_NETWORKS}>{t('stream.picker.allNetworks')}</option>
              {networksOf(cryptos).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <div className={styles.pickerLists}>
            {found.length === 0 && <p className={styles.empty}>{t('stream.picker.none')}</p>}
            {popular.length > 0 && (
              <section aria-label={t('stream.picker.popular')}>
                <h3 className={styles.listTitle}>{t('stream.picker.popular')}</h3>
                <ul className={styles.choiceList}>
                  {popular.map((crypto) => (
                    <CryptoRow key={crypto.uniqueId} crypto={crypto} isCurrent={crypto.uniqueId === value.uniqueId} onPick={() => pick(crypto)} />
                  ))}
                </ul>
              </section>
            )}
            {found.length > 0 && (
              <section aria-label={t('stream.picker.all')}>
                <h3 className={styles.listTitle}>{t('stream.picker.all')}</h3>
                <ul className={styles.choiceList}>
                  {found.map((crypto) => (
                    <CryptoRow key={crypto.uniqueId} crypto={crypto} isCurrent={crypto.uniqueId === value.uniqueId} onPick={() => pick(crypto)} />
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>
      </BottomDrawer>
    </>
  );
}
