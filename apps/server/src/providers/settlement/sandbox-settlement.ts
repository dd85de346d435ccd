import { z } from 'zod';
import { later, type SandboxSimulation, type SimulationDeps } from '../sandbox-simulation.js';
import type { ReceivingAccounts } from './receiving-accounts.js';
import type { SettlementBank } from './settlement.js';

/** How long the sandbox bank takes to see a transfer the user marked as sent. */
export const SANDBOX_TRANSFER_MS = 4000;

const Transfer = z.object({ orderId: z.uuid(), amount: z.string(), currency: z.string() });

/** The sandbox bank: every transfer a user marks as sent arrives, in full, a few seconds later. */
export function createSandboxSettlement(deps: SimulationDeps & { accounts: ReceivingAccounts }): SettlementBank & { simulation: SandboxSimulation } {
  const { db, now, jobs, events, accounts } = deps;
  return {
    isSandbox: true,
    receivingAccount: (method) => accounts[method] ?? null,
    async expectTransfer({ orderId, amount, currency }) {
      await jobs.enqueue(db, 'sandbox-settlement', { orderId, amount, currency }, { startAfter: later(now, SANDBOX_TRANSFER_MS), key: orderId });
    },
    simulation: {
      queue: 'sandbox-settlement',
      async run(data) {
        const transfer = Transfer.parse(data);
        await events.record(db, { type: 'settlement.transfer_received', subject: transfer.orderId, payload: transfer, occurredAt: now(), key: transfer.orderId });
      },
    },
  };
}
