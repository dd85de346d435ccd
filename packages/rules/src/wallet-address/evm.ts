import { keccak_256 } from '@noble/hashes/sha3.js';

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * EIP-55: an all-lower or all-upper address carries no checksum; a mixed-case one must have
 * each letter upper-cased exactly where the keccak-256 of the lower-case hex has a nibble >= 8.
 */
export function isEvmAddress(address: string): boolean {
  if (!EVM_ADDRESS.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = keccak_256(Uint8Array.from(hex.toLowerCase(), (character) => character.charCodeAt(0)));
  for (let index = 0; index < 40; index += 1) {
    const character = hex[index] as string;
    if (!/[a-fA-F]/.test(character)) continue;
    const byte = hash[index >> 1] as number;
    const nibble = index % 2 === 0 ? byte >> 4 : byte & 0x0f;
    const shouldBeUpper = nibble >= 8;
    if (shouldBeUpper !== (character === character.toUpperCase())) return false;
  }
  return true;
}
