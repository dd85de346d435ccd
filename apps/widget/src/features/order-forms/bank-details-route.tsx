import type { AddBankRequest } from '@ferry/contracts';
import { type BankDetailsField, checkBankDetails } from '@ferry/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from '../../routing/index.js';
import { addBank } from '../../api/banks/add-bank.js';
import { messageForError } from '../../api/error-messages.js';
import { usePartner } from '../../api/startup/get-partner.js';
import { USER_QUERY_KEY, useUser } from '../../api/user/get-user.js';
import { readLocationState } from '../../app/location-state.js';
import { ErrorDrawer } from '../../app/shell/error-drawer.js';
import { Header } from '../../app/shell/header.js';
import { StickyFooter } from '../../app/shell/sticky-footer.js';
import { useSessionValue } from '../../stores/session-store.js';
import { ScreenBody } from '../../ui/screen-body.js';
import shared from '../../ui/order-screen.module.css';
import { afterBankDetails } from './after-bank-details.js';
import { BankField } from './bank-field.js';
import { BANK_TYPE_NAMES, bankTypeOf } from './bank-type.js';
import styles from './order-forms.module.css';

type Values = Record<BankDetailsField, string>;

/**
 * Bank details (spec 000 section 2 order forms, spec 001 section 4): the payout account of a sell
 * by GBP or SEPA bank. A saved account of the right type can be chosen; a new one is checked as
 * typed (IBAN checksum, sort code, account number) and saved with POST banks.
 */
export function BankDetailsRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const state = readLocationState(location.state);
  const type = bankTypeOf(useSessionValue('quote'));
  const { user } = useUser(usePartner().data?.apiKey);
  const queryClient = useQueryClient();
  const [edited, setEdited] = useState<Partial<Values>>({});
  const [touched, setTouched] = useState<ReadonlySet<BankDetailsField>>(new Set());
  const [isSubmitted, setSubmitted] = useState(false);
  const save = useMutation({ mutationFn: addBank });

  const holderFromProfile = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const values: Values = { accountHolderName: holderFromProfile, iban: '', sortCode: '', accountNumber: '', ...edited };
  const request: AddBankRequest =
    type === 'SEPA_BANK'
      ? { type, accountHolderName: values.accountHolderName, iban: values.iban }
      : { type, accountHolderName: values.accountHolderName, sortCode: values.sortCode, accountNumber: values.accountNumber };
  const check = checkBankDetails(request);
  const errorOf = (field: BankDetailsField) => (check.ok || !(isSubmitted || touched.has(field)) ? null : (check.errors[field] ?? null));
  const saved = user?.banks.filter((bank) => bank.type === type) ?? [];

  const go = (bankId: string) => {
    const next = afterBankDetails(bankId, state);
    void navigate(next.to, next.state ? { state: next.state } : undefined);
  };
  const field = (name: BankDetailsField) => ({
    value: values[name],
    error: errorOf(name),
    onChange: (value: string) => {
      setEdited((current) => ({ ...current, [name]: value }));
      setTouched((current) => new Set(current).add(name));
    },
  });
  const submit = () => {
    setSubmitted(true);
    if (!check.ok) return;
    save.mutate(check.value, {
      onSuccess: async (bank) => {
        await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
        go(bank.id);
      },
    });
  };

  return (
    <>
      <Header title="Bank Details" back="history" />
      <ScreenBody>
        <div className={shared.page}>
          {saved.length > 0 && (
            <section className={shared.section} aria-label="Saved accounts">
              <h2 className={shared.sectionTitle}>Your saved accounts</h2>
              <ul className={styles.savedList}>
                {saved.map((bank) => (
                  <li key={bank.id}>
                    <button type="button" className={styles.savedBank} onClick={() => go(bank.id)}>
                      <span>
                        {BANK_TYPE_NAMES[type]} {bank.accountNumber}
                      </span>
                      <span className={styles.use}>Use</span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <form
            className={styles.form}
            aria-label="Bank details"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <p className={shared.note}>
              {saved.length > 0 ? `Or add another ${BANK_TYPE_NAMES[type]}.` : `Your ${BANK_TYPE_NAMES[type]} for the payout.`} It must be in your own name.
            </p>
            <BankField label="Account holder name" autoComplete="name" maxLength={140} {...field('accountHolderName')} />
            {type === 'SEPA_BANK' ? (
              <BankField label="IBAN" maxLength={42} {...field('iban')} />
            ) : (
              <>
                <BankField label="Sort code" isNumeric maxLength={8} {...field('sortCode')} />
                <BankField label="Account number" isNumeric maxLength={8} {...field('accountNumber')} />
              </>
            )}
          </form>
        </div>
      </ScreenBody>
      <StickyFooter onButtonClick={submit} isButtonDisabled={!check.ok} isButtonLoading={save.isPending} />
      <ErrorDrawer isOpen={save.isError} message={save.error ? messageForError(save.error) : ''} onClose={() => save.reset()} />
    </>
  );
}
