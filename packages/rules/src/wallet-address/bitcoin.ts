import { base58, bech32, bech32m } from '@scure/base';
import { decodeBase58, verifiedPayload } from './base58-check.js';

const P2PKH_VERSION = 0x00;
const P2SH_VERSION = 0x05;

function isLegacyAddress(address: string): boolean {
  if (!/^[13]/.test(address) || address.length < 26 || address.length > 35) return false;
  const payload = verifiedPayload(decodeBase58(base58, address));
  return payload !== null && payload.length === 21 && (payload[0] === P2PKH_VERSION || payload[0] === P2SH_VERSION);
}

/** BIP-173 / BIP-350: version 0 uses bech32 with a 20 or 32 byte program; versions 1-16 use bech32m. */
function isSegwitAddress(address: string): boolean {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
  const lower = address.toLowerCase();
  if (!lower.startsWith('bc1') || lower.length > 90) return false;
  const asBech32 = bech32.decodeUnsafe(lower);
  const decoded = asBech32 ?? bech32m.decodeUnsafe(lower);
  if (!decoded || decoded.prefix !== 'bc' || decoded.words.length === 0) return false;
  const version = decoded.words[0] as number;
  if (version > 16 || (version === 0) !== (asBech32 !== undefined)) return false;
  const program = bech32.fromWordsUnsafe(decoded.words.slice(1));
  if (!program) return false;
  if (version === 0) return program.length === 20 || program.length === 32;
  return program.length >= 2 && program.length <= 40;
}

/** Bitcoin mainnet: legacy base58check (1…, 3…) or segwit bech32/bech32m (bc1…). */
export function isBitcoinAddress(address: string): boolean {
  return isLegacyAddress(address) || isSegwitAddress(address);
}
