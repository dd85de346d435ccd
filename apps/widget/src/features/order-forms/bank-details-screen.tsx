import { Bank, BankType, type OrderForm } from '@ferry/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '../../api/user/get-user.js';
import type { MappedUser } from '@ferry/contracts';
import { Section } from '../../ui/section.js';
import text from '../../ui/text.module.css';
import { t } from '../../i18n/i18n.js';
import { bankTypeName } from './bank-type.js';
import { OrderFormScreen } from './order-form-screen.js';
import styles from './order-forms.module.css';

type Props = { form: OrderForm; user: MappedUser; step: { step: number; total: number }; onBank: (bankId: string) => void };

/**
 * Bank details (spec 000 section 2 order forms, spec 001 section 4): the payout account of a sell
 * by GBP or SEPA bank. A saved account of the form's type can be chosen; a new one is typed into
 * the server's form (IBAN checksum, sort code, account number) and saved with POST banks.
 */
export function BankDetailsScreen({ form, user, step, onBank }: Props) {
  const queryClient = useQueryClient();
  const type = BankType.catch('SEPA_BANK').parse(form.fields.find((field) => field.id === 'type')?.value);
  const saved = user.banks.filter((bank) => bank.type === type);
  const savedList =
    saved.length > 0 ? (
      <Section title={t('orderForms.bank.savedTitle')} label={t('orderForms.bank.savedLabel')}>
        <ul className={styles.savedList}>
          {saved.map((bank) => (
            <li key={bank.id}>
              <button type="button" className={styles.savedBank} onClick={() => onBank(bank.id)}>
                <span>{t('orderForms.bank.saved', { bank: bankTypeName(type), account: bank.accountNumber ?? '' })}</span>
                <span className={styles.use}>{t('orderForms.bank.use')}</span>
              </button>
            </li>
          ))}
        </ul>
      </Section>
    ) : null;

  return (
    <OrderFormScreen
      form={form}
      userId={user.id}
      step={step}
      before={
        <>
          {savedList}
          <p className={text.note}>
            {saved.length > 0 ? t('orderForms.bank.addAnother', { bank: bankTypeName(type) }) : t('orderForms.bank.forPayout', { bank: bankTypeName(type) })}
          </p>
        </>
      }
      onSubmitted={async (response) => {
        const bank = Bank.parse(response);
        await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
        onBank(bank.id);
      }}
    />
  );
}
