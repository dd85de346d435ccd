import type { MappedUser, Quote } from '@ferry/contracts';
import { usePayoutCards } from '../../../api/cards/is-payout-card.js';
import { useFiatCurrencies } from '../../../api/startup/get-fiat-currencies.js';
import { Section } from '../../../ui/section.js';
import rows from '../../../ui/detail-rows.module.css';
import text from '../../../ui/text.module.css';
import { t } from '../../../i18n/i18n.js';

/** A sell's payout: the method, the bank or card it goes to (with a way to change it) and, for cards, how long it takes. */
export function PayoutLine({
  quote,
  user,
  cardId,
  bankId,
  onChange,
}: {
  quote: Quote;
  user: MappedUser;
  cardId: string | null;
  bankId: string | null;
  onChange: () => void;
}) {
  const method = useFiatCurrencies().data?.find((fiat) => fiat.symbol === quote.fiatCurrency)?.paymentOptions.find((option) => option.id === quote.paymentMethod);
  const isCard = quote.paymentMethod === 'credit_debit_card';
  const card = usePayoutCards({ fiatCurrency: quote.fiatCurrency, isEnabled: isCard })?.find((entry) => entry.id === cardId);
  const bank = user.banks.find((entry) => entry.id === bankId);
  const destination = isCard
    ? card
      ? `${card.details.scheme.toUpperCase()} **** ${card.last4}`
      : t('orders.confirm.noCard')
    : bank
      ? `${t('orders.confirm.bankName', { type: bank.type })} ${bank.accountNumber ?? ''}`
      : t('orders.confirm.noBankAccount');
  return (
    <Section title={t('orders.confirm.payout')}>
      <dl className={rows.rows}>
        <div className={rows.row}>
          <dt>{t('orders.confirm.receiveBy')}</dt>
          <dd>{method?.name ?? quote.paymentMethod}</dd>
        </div>
        <div className={rows.row}>
          <dt>{isCard ? t('orders.fields.card') : t('orders.fields.bankAccount')}</dt>
          <dd>
            {destination}{' '}
            <button type="button" className={text.linkButton} onClick={onChange}>
              {t('orders.confirm.change')}
            </button>
          </dd>
        </div>
        {card?.moneyTransferType && (
          <div className={rows.row}>
            <dt>{t('orders.confirm.payoutTime')}</dt>
            <dd>{t('orders.confirm.payoutTimeValue', { moneyTransferType: card.moneyTransferType })}</dd>
          </div>
        )}
      </dl>
    </Section>
  );
}
