import { ErrorCode } from '@ferry/contracts';
import { isXrpAddress, isSolanaAddress, isTronAddress, isXrpDestinationTag } from './base58-chains.js';
import { isBitcoinAddress } from './bitcoin.js';
import { isEvmAddress } from './evm.js';

/** Networks whose addresses are Ethereum-style (0x + 20 bytes, EIP-55 checksum). */
export const EVM_NETWORKS = [
  'ethereum', 'polygon', 'arbitrum', 'optimism', 'base', 'bsc', 'avaxcchain', 'avalanche', 'linea', 'zksync', 'scroll',
] as const;

const checkers: Record<string, (address: string) => boolean> = {
  ...Object.fromEntries(EVM_NETWORKS.map((network) => [network, isEvmAddress])),
  bitcoin: isBitcoinAddress,
  solana: isSolanaAddress,
  tron: isTronAddress,
  ripple: isXrpAddress,
};

/** Networks whose address format Ferry checks; any other network only needs a plausible token. */
export function hasAddressFormatCheck(network: string): boolean {
  return network in checkers;
}

export type WalletAddressResult =
  | { ok: true; address: string }
  | { ok: false; code: typeof ErrorCode.ENTER_VALID_ADDRESS; params: { crypto: string } };

/**
 * The wallet address is trimmed and must be non-empty (spec 000 section 5); beyond the spec it
 * must also have the format of its network, checksum included, since crypto sent to a mistyped
 * address is lost.
 */
export function validateWalletAddress(options: { address: string; network: string; cryptoSymbol: string }): WalletAddressResult {
  const address = options.address.trim();
  const check = checkers[options.network.toLowerCase()] ?? ((value: string) => /^[\x21-\x7e]{8,128}$/.test(value));
  if (address === '' || !check(address)) {
    return { ok: false, code: ErrorCode.ENTER_VALID_ADDRESS, params: { crypto: options.cryptoSymbol } };
  }
  return { ok: true, address };
}

/** An extra address tag (XRP destination tag): empty means none; otherwise it must fit the network. */
export function isValidAddressTag(options: { network: string; tag: string }): boolean {
  const tag = options.tag.trim();
  if (tag === '') return true;
  if (options.network.toLowerCase() === 'ripple') return isXrpDestinationTag(tag);
  return /^[\x21-\x7e]{1,64}$/.test(tag);
}
