import { createHash } from 'node:crypto';
import type { PayoutDestination, PayoutProvider } from './payouts.js';

/** The sandbox's receiving accounts that refuse every payout (README "Trying the sandbox"). */
export const SANDBOX_REJECTING_ACCOUNTS = { iban: 'DE51100100100666666666', sortCode: '04-00-04', accountNumber: '66666666' } as const;

function isRejectingAccount(destination: PayoutDestination): boolean {
  if (destination.kind === 'SEPA_BANK') return destination.iban === SANDBOX_REJECTING_ACCOUNTS.iban;
  if (destination.kind === 'GBP_BANK') {
    return destination.sortCode === SANDBOX_REJECTING_ACCOUNTS.sortCode && destination.accountNumber === SANDBOX_REJECTING_ACCOUNTS.accountNumber;
  }
  return false;
}

/**
 * The sandbox payout provider: every payout is paid, except to the rejecting test accounts. The
 * outcome and the reference follow from the input alone, so it keeps no state and sending the
 * same reference again answers the same payout.
 */
export function createSandboxPayouts(): PayoutProvider {
  return {
    isSandbox: true,
    async sendPayout({ reference, destination }) {
      const id = `po_${createHash('sha256').update(`ferry-sandbox-payout:${reference}`).digest('hex').slice(0, 24)}`;
      if (isRejectingAccount(destination)) return { id, status: 'REJECTED', rejectionReason: 'Payout rejected by bank' };
      return { id, status: 'PAID', rejectionReason: null };
    },
  };
}
