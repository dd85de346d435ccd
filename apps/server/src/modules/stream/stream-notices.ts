import type { MailMessage } from '../../providers/mail/mail.js';
import type { StreamDepositRow } from './stream.repository.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const WHY: Record<string, string> = {
  BELOW_MINIMUM: 'it is below the minimum transaction amount',
  ABOVE_MAXIMUM: 'it is above the maximum transaction amount',
  PAYOUT_REJECTED: 'the bank rejected the payout',
  NO_WITHDRAWAL_DETAILS: 'no withdrawal details could be used for it',
};

/** The e-mail that tells a stream user a deposit waits for a refund wallet address. */
export function refundAddressNotice({ to, row, publicUrl }: { to: string; row: StreamDepositRow; publicUrl: string }): MailMessage {
  const asset = `${row.cryptoAmount} ${row.cryptoCurrency} (${row.network})`;
  const why = WHY[row.refundReason ?? ''] ?? 'it could not be paid out';
  const text =
    `We received ${asset} at your Ferry stream wallet, but could not pay it out because ${why}.\n` +
    `To get it back, add a refund wallet address for ${row.cryptoCurrency} on ${row.network} in My Stream Wallets (${publicUrl}). ` +
    'The refund is sent as soon as the address is saved.';
  return {
    to,
    subject: `Add a refund wallet address to get your ${row.cryptoCurrency} back`,
    text,
    html: `<p>${escapeHtml(text).replace(/\n/g, '</p><p>')}</p>`,
  };
}
