import type { Language } from '@ferry/contracts';
import { formatDecimal } from '../../i18n/format.js';
import { textsIn } from '../../i18n/texts.js';
import { htmlDocument, htmlParagraphs } from '../../providers/mail/html-part.js';
import type { MailMessage } from '../../providers/mail/mail.js';
import type { StreamDepositRow } from './stream.repository.js';

/** Why a deposit could not be paid out, each worded in the catalogue (`email.refundAddress.reason.<code>`). */
export const REFUND_REASONS = ['BELOW_MINIMUM', 'ABOVE_MAXIMUM', 'PAYOUT_REJECTED', 'NO_WITHDRAWAL_DETAILS'] as const;
const isKnownReason = (reason: string | null): reason is (typeof REFUND_REASONS)[number] => (REFUND_REASONS as readonly (string | null)[]).includes(reason);

/** The e-mail, in the user's language, that tells a stream user a deposit waits for a refund wallet address. */
export function refundAddressNotice({ to, row, publicUrl, language }: { to: string; row: StreamDepositRow; publicUrl: string; language: Language }): MailMessage {
  const t = textsIn(language);
  const { cryptoCurrency, network } = row;
  const reason = isKnownReason(row.refundReason) ? t(`email.refundAddress.reason.${row.refundReason}`) : t('email.refundAddress.reason.other');
  const received = t('email.refundAddress.received', { amount: formatDecimal(language, row.cryptoAmount), cryptoCurrency, network, reason });
  const howTo = `${t('email.refundAddress.howTo', { cryptoCurrency, network, url: publicUrl })} ${t('email.refundAddress.whenSent')}`;
  return {
    to,
    subject: t('email.refundAddress.subject', { cryptoCurrency }),
    text: `${received}\n${howTo}`,
    html: htmlDocument(language, htmlParagraphs([received, howTo])),
  };
}
