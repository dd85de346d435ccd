import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { encodeAddress } from '@ferry/rules';
import { later, type SandboxSimulation, type SimulationDeps } from '../sandbox-simulation.js';
import type { CryptoCustody } from './custody.js';

/** How long the sandbox chain takes to confirm a deposit, and to mine crypto sent out. */
export const SANDBOX_DEPOSIT_MS = 4000;
export const SANDBOX_WITHDRAWAL_MS = 3000;

const EVM_NETWORKS = new Set(['ethereum', 'polygon', 'arbitrum', 'base', 'optimism', 'bsc']);

/** A transaction hash in the network's own form (0x-prefixed on EVM chains). */
export function sandboxTransactionHash(network: string): string {
  const hex = randomBytes(32).toString('hex');
  return EVM_NETWORKS.has(network) ? `0x${hex}` : hex;
}

const Step = z.discriminatedUnion('step', [
  z.object({ step: z.literal('deposit'), orderId: z.uuid(), network: z.string(), amount: z.string() }),
  z.object({ step: z.literal('withdrawal'), orderId: z.uuid(), network: z.string() }),
]);

/**
 * The sandbox custody: a deposit address derived from the network and the reference by SHA-256,
 * encoded in the network's format (so it passes the same address checks as a user's wallet). No
 * one holds its key: nothing sent there can be spent, which is what a sandbox wants. Its chain
 * confirms the full amount a seller said they sent, and mines every withdrawal.
 */
export function createSandboxCustody({ db, now, jobs, events }: SimulationDeps): CryptoCustody & { simulation: SandboxSimulation } {
  return {
    isSandbox: true,
    async depositAddressFor({ network, reference }) {
      const key = createHash('sha256').update(`ferry-sandbox-deposit:${network}:${reference}`).digest();
      const address = encodeAddress(network, new Uint8Array(key));
      if (!address) throw new Error(`the sandbox custody has no address format for ${network}`);
      return address;
    },
    async awaitDeposit({ orderId, network, amount }) {
      await jobs.enqueue(db, 'sandbox-custody', { step: 'deposit', orderId, network, amount }, { startAfter: later(now, SANDBOX_DEPOSIT_MS), key: `deposit:${orderId}` });
    },
    async sendCrypto({ orderId, network }) {
      await jobs.enqueue(db, 'sandbox-custody', { step: 'withdrawal', orderId, network }, { startAfter: later(now, SANDBOX_WITHDRAWAL_MS), key: `withdrawal:${orderId}` });
    },
    simulation: {
      queue: 'sandbox-custody',
      async run(data) {
        const step = Step.parse(data);
        const transactionHash = sandboxTransactionHash(step.network);
        if (step.step === 'deposit') {
          const payload = { orderId: step.orderId, transactionHash, amount: step.amount };
          await events.record(db, { type: 'custody.deposit_confirmed', subject: step.orderId, payload, occurredAt: now(), key: step.orderId });
        } else {
          const payload = { orderId: step.orderId, transactionHash };
          await events.record(db, { type: 'custody.withdrawal_sent', subject: step.orderId, payload, occurredAt: now(), key: step.orderId });
        }
      },
    },
  };
}
