import { base58, base58xrp } from '@scure/base';
import { decodeBase58, verifiedPayload } from './base58-check.js';

/** Solana: a base58 public key of exactly 32 bytes. */
export function isSolanaAddress(address: string): boolean {
  if (address.length < 32 || address.length > 44) return false;
  return decodeBase58(base58, address)?.length === 32;
}

/** Tron: base58check of 21 bytes beginning with 0x41 (T…). */
export function isTronAddress(address: string): boolean {
  if (!address.startsWith('T') || address.length !== 34) return false;
  const payload = verifiedPayload(decodeBase58(base58, address));
  return payload !== null && payload.length === 21 && payload[0] === 0x41;
}

/** XRP Ledger classic address: base58check in the ripple alphabet, 21 bytes with version 0 (r…). */
export function isXrpAddress(address: string): boolean {
  if (!address.startsWith('r') || address.length < 25 || address.length > 35) return false;
  const payload = verifiedPayload(decodeBase58(base58xrp, address));
  return payload !== null && payload.length === 21 && payload[0] === 0x00;
}

/** XRP destination tag: an unsigned 32-bit whole number. */
export function isXrpDestinationTag(tag: string): boolean {
  return /^(0|[1-9]\d{0,9})$/.test(tag) && Number(tag) <= 4_294_967_295;
}
