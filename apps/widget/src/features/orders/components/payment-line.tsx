import type { Quote } from '@ferry/contracts';
import { useFiatCurrencies } from '../../../api/startup/get-fiat-currencies.js';
import { newCardsStore } from '../../../stores/new-cards.js';
import { useCards } from '../../../api/cards/get-cards.js';
import { Artwork, artworkUrl } from '../../../ui/artwork.js';
import { Section } from '../../../ui/section.js';
import rows from '../../../ui/detail-rows.module.css';
import text from '../../../ui/text.module.css';
import { t } from '../../../i18n/i18n.js';
import { paymentMethodName } from '../../../i18n/payment-method-texts.js';

/** The payment method, and for cards the chosen card with a way to change it. */
export function PaymentLine({ quote, cardId, onChangeCard }: { quote: Quote; cardId: string | null; onChangeCard: () => void }) {
  const method = useFiatCurrencies().data?.find((fiat) => fiat.symbol === quote.fiatCurrency)?.paymentOptions.find((option) => option.id === quote.paymentMethod);
  const isCard = quote.paymentMethod === 'credit_debit_card';
  const saved = useCards({ isEnabled: isCard }).data?.find((card) => card.id === cardId);
  const fresh = cardId ? newCardsStore.find(cardId) : undefined;
  const card = saved ? { scheme: saved.details.scheme, last4: saved.last4 } : fresh ? { scheme: fresh.scheme, last4: fresh.last4 } : null;
  return (
    <Section title={t('orders.confirm.payment')}>
      <dl className={rows.rows}>
        <div className={rows.row}>
          <dt>{t('orders.confirm.paymentMethod')}</dt>
          <dd className={rows.withIcon}>
            {method && <Artwork src={method.icon} alt="" size={22} shape="tile" />}
            {paymentMethodName(quote.paymentMethod)}
          </dd>
        </div>
        {isCard && (
          <div className={rows.row}>
            <dt>{t('orders.fields.card')}</dt>
            <dd className={rows.withIcon}>
              {card && <Artwork src={artworkUrl.scheme(card.scheme)} alt="" size={22} shape="tile" />}
              {card ? `${card.scheme.toUpperCase()} **** ${card.last4}` : t('orders.confirm.noCard')}{' '}
              <button type="button" className={text.linkButton} onClick={onChangeCard}>
                {t('orders.confirm.change')}
              </button>
            </dd>
          </div>
        )}
      </dl>
    </Section>
  );
}
