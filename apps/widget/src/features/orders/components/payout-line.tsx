import type { MappedUser, Quote } from '@ferry/contracts';
import { payoutTimeLabel } from '@ferry/rules';
import { usePayoutCards } from '../../../api/cards/is-payout-card.js';
import { useFiatCurrencies } from '../../../api/startup/get-fiat-currencies.js';
import { Section } from '../../../ui/section.js';
import rows from '../../../ui/detail-rows.module.css';
import text from '../../../ui/text.module.css';

const BANK_NAMES: Record<string, string> = { SEPA_BANK: 'SEPA bank account', GBP_BANK: 'UK bank account' };

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
      : 'No card chosen'
    : bank
      ? `${BANK_NAMES[bank.type] ?? bank.type} ${bank.accountNumber ?? ''}`
      : 'No bank account chosen';
  return (
    <Section title="Payout">
      <dl className={rows.rows}>
        <div className={rows.row}>
          <dt>Receive money by</dt>
          <dd>{method?.name ?? quote.paymentMethod}</dd>
        </div>
        <div className={rows.row}>
          <dt>{isCard ? 'Card' : 'Bank account'}</dt>
          <dd>
            {destination}{' '}
            <button type="button" className={text.linkButton} onClick={onChange}>
              Change
            </button>
          </dd>
        </div>
        {card?.moneyTransferType && (
          <div className={rows.row}>
            <dt>Payout time</dt>
            <dd>Up to {payoutTimeLabel(card.moneyTransferType)}</dd>
          </div>
        )}
      </dl>
    </Section>
  );
}
