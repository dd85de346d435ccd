import { createHash } from 'node:crypto';
import { encodeAddress } from '@ferry/rules';
import type { CryptoCustody } from './custody.js';

/**
 * The sandbox custody: a deposit address derived from the network and the reference by SHA-256,
 * encoded in the network's format (so it passes the same address checks as a user's wallet). No
 * one holds its key: nothing sent there can be spent, which is what a sandbox wants.
 */
export function createSandboxCustody(): CryptoCustody {
  return {
    isSandbox: true,
    async depositAddressFor({ network, reference }) {
      const key = createHash('sha256').update(`ferry-sandbox-deposit:${network}:${reference}`).digest();
      const address = encodeAddress(network, new Uint8Array(key));
      if (!address) throw new Error(`the sandbox custody has no address format for ${network}`);
      return address;
    },
  };
}
