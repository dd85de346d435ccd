import { createHash, createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { encodeAddress } from '@ferry/rules';
import { later, type SandboxSimulation, type SimulationDeps } from '../sandbox-simulation.js';
import type { CustodyStreamDeposit } from '../../events/event-types.js';
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
  z.object({
    step: z.literal('stream-confirm'),
    transactionId: z.string(),
    address: z.string(),
    network: z.string(),
    cryptoCurrency: z.string(),
    amount: z.string(),
    transactionHash: z.string(),
  }),
]);

/** The sandbox's own key for stream addresses: not a secret, since no one can spend from them anyway. */
const STREAM_ADDRESS_KEY = 'ferry-sandbox-stream-address';

/** Sandbox only: crypto sent to a stream address (the sandbox console's 'send a deposit'). */
export type SandboxStreamDepositInput = { transactionId: string; address: string; network: string; cryptoCurrency: string; amount: string };

export type SandboxCustody = CryptoCustody & { simulation: SandboxSimulation; sendStreamDeposit(input: SandboxStreamDepositInput): Promise<void> };

export function isSandboxCustody(custody: CryptoCustody): custody is SandboxCustody {
  return custody.isSandbox && typeof (custody as Partial<SandboxCustody>).sendStreamDeposit === 'function';
}

/**
 * The sandbox custody: a deposit address derived from the network and the reference by SHA-256,
 * encoded in the network's format (so it passes the same address checks as a user's wallet). No
 * one holds its key: nothing sent there can be spent, which is what a sandbox wants. Its chain
 * confirms the full amount a seller said they sent, and mines every withdrawal.
 */
export function createSandboxCustody({ db, now, jobs, events }: SimulationDeps): SandboxCustody {
  return {
    isSandbox: true,
    async streamAddressFor({ userId, cryptoCurrency, network }) {
      const key = createHmac('sha256', STREAM_ADDRESS_KEY).update(`${userId}:${cryptoCurrency}:${network}`).digest();
      const address = encodeAddress(network, new Uint8Array(key));
      if (!address) throw new Error(`the sandbox custody has no address format for ${network}`);
      return address;
    },
    // The chain sees the transaction at once and confirms it a few seconds later; both reports are keyed by its id.
    async sendStreamDeposit(input) {
      const deposit: CustodyStreamDeposit = { ...input, transactionHash: sandboxTransactionHash(input.network) };
      await db.transaction(async (tx) => {
        const seen = await events.record(tx, { type: 'custody.stream_deposit_detected', subject: input.transactionId, payload: deposit, occurredAt: now(), key: input.transactionId });
        if (!seen) return;
        await jobs.enqueue(tx, 'sandbox-custody', { step: 'stream-confirm', ...deposit }, { startAfter: later(now, SANDBOX_DEPOSIT_MS), key: `stream-confirm:${input.transactionId}` });
      });
    },
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
        if (step.step === 'stream-confirm') {
          const { step: _step, ...deposit } = step;
          await events.record(db, { type: 'custody.stream_deposit_confirmed', subject: step.transactionId, payload: deposit, occurredAt: now(), key: step.transactionId });
          return;
        }
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
