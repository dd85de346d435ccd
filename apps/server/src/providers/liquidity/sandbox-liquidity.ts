import { z } from 'zod';
import { later, type SandboxSimulation, type SimulationDeps } from '../sandbox-simulation.js';
import type { LiquidityProvider } from './liquidity.js';

/** How long the sandbox desk takes to fill a trade. */
export const SANDBOX_TRADE_MS = 3000;

const Trade = z.object({ orderId: z.uuid(), side: z.enum(['BUY', 'SELL']) });

/** The sandbox desk: every trade fills at the quoted price a few seconds later. */
export function createSandboxLiquidity({ db, now, jobs, events }: SimulationDeps): LiquidityProvider & { simulation: SandboxSimulation } {
  return {
    isSandbox: true,
    async fillTrade({ orderId, side }) {
      await jobs.enqueue(db, 'sandbox-liquidity', { orderId, side }, { startAfter: later(now, SANDBOX_TRADE_MS), key: `${orderId}:${side}` });
    },
    simulation: {
      queue: 'sandbox-liquidity',
      async run(data) {
        const trade = Trade.parse(data);
        await events.record(db, { type: 'liquidity.trade_filled', subject: trade.orderId, payload: trade, occurredAt: now(), key: `${trade.orderId}:${trade.side}` });
      },
    },
  };
}
