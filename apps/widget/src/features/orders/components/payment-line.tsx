import type { Quote } from '@ferry/contracts';
import { useFiatCurrencies } from '../../../api/startup/get-fiat-currencies.js';
import { newCardsStore } from '../../../stores/new-cards.js';
import { useCards } from '../../../api/cards/get-cards.js';
import { Artwork, artworkUrl } from '../../../ui/artwork.js';
import styles from '../../../ui/order-screen.module.css';

/** The payment method, and for cards the chosen card with a way to change it. */
export function PaymentLine({ quote, cardId, onChangeCard }: { quote: Quote; cardId: string | null; onChangeCard: () => void }) {
  const method = useFiatCurrencies().data?.find((fiat) => fiat.symbol === quote.fiatCurrency)?.paymentOptions.find((option) => option.id === quote.paymentMethod);
  const isCard = quote.paymentMethod === 'credit_debit_card';
  const saved = useCards({ isEnabled: isCard }).data?.find((card) => card.id === cardId);
  const fresh = cardId ? newCardsStore.find(cardId) : undefined;
  const card = saved ? { scheme: saved.details.scheme, last4: saved.last4 } : fresh ? { scheme: fresh.scheme, last4: fresh.last4 } : null;
  return (
    <section className={styles.section} aria-label="Payment">
      <h2 className={styles.sectionTitle}>Payment</h2>
      <dl className={styles.fields}>
        <div className={styles.row}>
          <dt>Payment method</dt>
          <dd className={styles.withIcon}>
            {method && <Artwork src={method.icon} alt="" size={22} shape="tile" />}
            {method?.name ?? quote.paymentMethod}
          </dd>
        </div>
        {isCard && (
          <div className={styles.row}>
            <dt>Card</dt>
            <dd className={styles.withIcon}>
              {card && <Artwork src={artworkUrl.scheme(card.scheme)} alt="" size={22} shape="tile" />}
              {card ? `${card.scheme.toUpperCase()} **** ${card.last4}` : 'No card chosen'}{' '}
              <button type="button" className={styles.linkButton} onClick={onChangeCard}>
                Change
              </button>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
