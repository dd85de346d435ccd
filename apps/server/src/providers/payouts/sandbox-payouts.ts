import { createHash } from 'node:crypto';
import { z } from 'zod';
import { later, type SandboxSimulation, type SimulationDeps } from '../sandbox-simulation.js';
import type { PayoutDestination, PayoutOutcome, PayoutProvider } from './payouts.js';

/** The sandbox's receiving accounts that refuse every payout (README "Trying the sandbox"). */
export const SANDBOX_REJECTING_ACCOUNTS = { iban: 'DE51100100100666666666', sortCode: '04-00-04', accountNumber: '66666666' } as const;

/** How long the sandbox takes to hear from the receiving bank. */
export const SANDBOX_PAYOUT_MS = 3000;

export const PAYOUT_REJECTED_BY_BANK = 'Payout rejected by bank';

function isRejectingAccount(destination: PayoutDestination): boolean {
  if (destination.kind === 'SEPA_BANK') return destination.iban === SANDBOX_REJECTING_ACCOUNTS.iban;
  if (destination.kind === 'GBP_BANK') {
    return destination.sortCode === SANDBOX_REJECTING_ACCOUNTS.sortCode && destination.accountNumber === SANDBOX_REJECTING_ACCOUNTS.accountNumber;
  }
  return false;
}

const payoutIdOf = (reference: string) => `po_${createHash('sha256').update(`ferry-sandbox-payout:${reference}`).digest('hex').slice(0, 24)}`;

const Outcome = z.object({ reference: z.string().min(1), payoutId: z.string(), status: z.enum(['PAID', 'REJECTED']), rejectionReason: z.string().nullable() });

/**
 * The sandbox payout provider: every payout is paid a few seconds later, except to the rejecting
 * test accounts. The payout id follows from the reference, so sending again is the same payout.
 */
export function createSandboxPayouts({ db, now, jobs, events }: SimulationDeps): PayoutProvider & { simulation: SandboxSimulation } {
  return {
    isSandbox: true,
    async sendPayout({ reference, destination }) {
      const payoutId = payoutIdOf(reference);
      const isRejected = isRejectingAccount(destination);
      const outcome: PayoutOutcome = { reference, payoutId, status: isRejected ? 'REJECTED' : 'PAID', rejectionReason: isRejected ? PAYOUT_REJECTED_BY_BANK : null };
      await jobs.enqueue(db, 'sandbox-payouts', outcome, { startAfter: later(now, SANDBOX_PAYOUT_MS), key: reference });
      return { payoutId };
    },
    simulation: {
      queue: 'sandbox-payouts',
      async run(data) {
        const outcome = Outcome.parse(data);
        await events.record(db, { type: 'payouts.payout_settled', subject: outcome.reference, payload: outcome, occurredAt: now(), key: outcome.reference });
      },
    },
  };
}
