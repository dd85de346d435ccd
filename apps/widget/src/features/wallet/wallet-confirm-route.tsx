import { Quote } from '@ferry/contracts';
import { isValidAddressTag, validateWalletAddress } from '@ferry/rules';
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from '../../routing/index.js';
import { useCryptoCurrencies } from '../../api/startup/get-crypto-currencies.js';
import { usePartner } from '../../api/startup/get-partner.js';
import { useUser } from '../../api/user/get-user.js';
import { SCREEN_ERROR_TEXTS } from '../../i18n/screen-error-messages.js';
import { Header } from '../../layout/header.js';
import { StickyFooter } from '../../layout/sticky-footer.js';
import { paths } from '../../config/paths.js';
import { sessionStore, useSessionValue } from '../../stores/session-store.js';
import { useProductWidgetParams } from '../../stores/widget-params.js';
import { Field } from '../../ui/field.js';
import { ScreenBody } from '../../ui/screen-body.js';
import styles from './wallet.module.css';
import { prefilledWallet } from './wallet-prefill.js';
import { t } from '../../i18n/i18n.js';

/** Enter Your Wallet Address (spec 000 sections 2 and 5); without a quote it goes back to the exchange. */
export function WalletConfirmRoute() {
  // The stored item is opaque to the session schema; the quote contract reads it here.
  const stored = Quote.safeParse(useSessionValue('quote'));
  if (!stored.success) return <Navigate to={paths.exchange} replace />;
  return <WalletForm quote={stored.data} />;
}

function WalletForm({ quote }: { quote: Quote }) {
  const navigate = useNavigate();
  const params = useProductWidgetParams('BUY');
  const { isLoggedIn } = useUser(usePartner().data?.apiKey);
  const crypto = useCryptoCurrencies().data?.find((entry) => entry.symbol === quote.cryptoCurrency && entry.network.name === quote.network);
  const prefill = prefilledWallet(params, { symbol: quote.cryptoCurrency, network: quote.network });
  const [address, setAddress] = useState(quote.walletAddress ?? prefill.address);
  const [tag, setTag] = useState(prefill.tag);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [tagError, setTagError] = useState<string | null>(null);
  const tagField = crypto?.addressAdditionalData;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const result = validateWalletAddress({ address, network: quote.network, cryptoSymbol: quote.cryptoCurrency });
    if (!result.ok) {
      setAddressError(SCREEN_ERROR_TEXTS.ENTER_VALID_ADDRESS(result.params));
      return;
    }
    const trimmedTag = tag.trim();
    if (tagField && !isValidAddressTag({ network: quote.network, tag: trimmedTag })) {
      setTagError(t('wallet.tag.invalid', { crypto: quote.cryptoCurrency, tag: tagField.display_name.toLowerCase() }));
      return;
    }
    sessionStore.set('walletAddress', result.address);
    sessionStore.set('quote', {
      ...quote,
      walletAddress: result.address,
      ...(tagField && trimmedTag ? { addressAdditionalData: JSON.stringify({ [tagField.name]: trimmedTag }) } : {}),
    });
    void navigate(isLoggedIn ? paths.confirmOrder : paths.loginEmail);
  };

  return (
    <>
      <Header title={t('wallet.title')} back={{ to: paths.exchange }} />
      <ScreenBody>
        <form id="wallet-form" className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.crypto}>
            {crypto && <img src={crypto.image.small} alt="" width={40} height={40} className={styles.logo} />}
            <div>
              <p className={styles.symbol}>{quote.cryptoCurrency}</p>
              <p className={styles.network}>{t('wallet.network', { network: quote.network })}</p>
            </div>
          </div>
          <Field
            label={t('wallet.address.label', { crypto: quote.cryptoCurrency })}
            className={styles.field}
            look="mono"
            value={address}
            placeholder={t('wallet.address.placeholder', { crypto: quote.cryptoCurrency })}
            autoComplete="off"
            spellCheck={false}
            error={addressError}
            onChange={(event) => {
              setAddress(event.target.value);
              setAddressError(null);
            }}
          />
          {tagField && (
            <Field
              label={t('wallet.tag.label', { tag: tagField.display_name })}
              className={styles.field}
              look="mono"
              value={tag}
              inputMode="numeric"
              autoComplete="off"
              error={tagError}
              onChange={(event) => {
                setTag(event.target.value);
                setTagError(null);
              }}
            />
          )}
          <p className={styles.hint}>{t('wallet.hint', { network: quote.network })}</p>
        </form>
      </ScreenBody>
      <StickyFooter
        buttonText={quote.nftData ? t('exchange.buyNft') : t('wallet.buy', { crypto: quote.cryptoCurrency })}
        onButtonClick={() => submit()}
      />
    </>
  );
}

