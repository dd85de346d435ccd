import { describe, expect, it } from 'vitest';
import { encodeAddress } from './encode-address.js';
import { validateWalletAddress } from './validate-wallet-address.js';

const keys = [new Uint8Array(32).fill(0x11), Uint8Array.from({ length: 32 }, (_, index) => index * 7 + 3), new Uint8Array(32).fill(0xff)];

describe('encodeAddress: deposit addresses in each network’s own format', () => {
  it.each(['ethereum', 'arbitrum', 'polygon', 'bitcoin', 'solana', 'tron', 'ripple'])('%s addresses pass the network’s address check', (network) => {
    for (const key of keys) {
      const address = encodeAddress(network, key);
      expect(address).not.toBeNull();
      expect(validateWalletAddress({ address: address ?? '', network, cryptoSymbol: 'X' }), `${network} ${address}`).toMatchObject({ ok: true });
    }
  });
  it('has the known shapes: EIP-55 mixed case, bc1q…, T…, r…', () => {
    const key = keys[1] as Uint8Array;
    expect(encodeAddress('ethereum', key)).toMatch(/^0x(?=.*[a-f])(?=.*[A-F])[0-9a-fA-F]{40}$/);
    expect(encodeAddress('bitcoin', key)).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(encodeAddress('tron', key)).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(encodeAddress('ripple', key)).toMatch(/^r/);
  });
  it('is deterministic, and null for a network without a known format', () => {
    const key = keys[0] as Uint8Array;
    expect(encodeAddress('ethereum', key)).toBe(encodeAddress('ethereum', key));
    expect(encodeAddress('cardano', key)).toBeNull();
  });
});
