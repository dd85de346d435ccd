import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58, base58xrp, bech32, type BytesCoder } from '@scure/base';
import { EVM_NETWORKS } from './validate-wallet-address.js';

function base58check(coder: BytesCoder, version: number, body: Uint8Array): string {
  const payload = Uint8Array.of(version, ...body);
  return coder.encode(Uint8Array.of(...payload, ...sha256(sha256(payload)).subarray(0, 4)));
}

/** EIP-55: each hex letter upper-cased where the keccak-256 of the lower-case hex has a nibble >= 8. */
function evmAddress(body: Uint8Array): string {
  const hex = Array.from(body, (byte) => byte.toString(16).padStart(2, '0')).join('');
  const hash = keccak_256(Uint8Array.from(hex, (character) => character.charCodeAt(0)));
  let address = '0x';
  for (let index = 0; index < hex.length; index += 1) {
    const byte = hash[index >> 1] as number;
    const nibble = index % 2 === 0 ? byte >> 4 : byte & 0x0f;
    address += nibble >= 8 ? (hex[index] as string).toUpperCase() : hex[index];
  }
  return address;
}

/**
 * An address of the network in its own format, from 32 bytes of key material (the first 20 for
 * hash-based formats): EIP-55 on EVM chains, bech32 P2WPKH on bitcoin, base58 on solana,
 * base58check on tron and the XRP Ledger. Null for a network without a known format.
 * Every address it makes passes validateWalletAddress.
 */
export function encodeAddress(network: string, key: Uint8Array): string | null {
  if (key.length !== 32) throw new Error('encodeAddress needs 32 bytes');
  const body = key.subarray(0, 20);
  const name = network.toLowerCase();
  if ((EVM_NETWORKS as readonly string[]).includes(name)) return evmAddress(body);
  switch (name) {
    case 'bitcoin':
      return bech32.encode('bc', [0, ...bech32.toWords(body)]);
    case 'solana':
      return base58.encode(key);
    case 'tron':
      return base58check(base58, 0x41, body);
    case 'ripple':
      return base58check(base58xrp, 0x00, body);
    default:
      return null;
  }
}
