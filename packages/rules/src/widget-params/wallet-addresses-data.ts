import { WIDGET_PARAM_MAX_LENGTH } from '@ferry/contracts';
import type {
  RejectedWidgetParam,
  WalletAddressEntry,
  WalletAddressesData,
} from '@ferry/contracts';
import type { AllowedSets } from './allowed-sets.js';
import { rejection } from './rejection.js';
import { checkJsonObject } from './type-checks.js';

const NAME = 'walletAddressesData';

export interface WalletAddressesResult {
  value?: WalletAddressesData;
  rejected: RejectedWidgetParam[];
}

function shortText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text.length > 0 && text.length <= WIDGET_PARAM_MAX_LENGTH ? text : undefined;
}

/** An entry is `{ address, addressAdditionalData? }`; other keys in it are left out. */
function walletAddressEntry(value: unknown): WalletAddressEntry | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { address, addressAdditionalData } = value as Record<string, unknown>;
  const checkedAddress = typeof address === 'string' ? shortText(address) : undefined;
  if (checkedAddress === undefined) return undefined;
  const tag = shortText(addressAdditionalData);
  return tag === undefined
    ? { address: checkedAddress }
    : { address: checkedAddress, addressAdditionalData: tag };
}

function knownEntries(
  group: 'coins' | 'networks',
  value: unknown,
  isKnown: (key: string) => boolean,
  rejected: RejectedWidgetParam[],
): Record<string, WalletAddressEntry> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    rejected.push(
      rejection(`${NAME}.${group}`, JSON.stringify(value) ?? '', 'must be a JSON object'),
    );
    return undefined;
  }
  const kept: Record<string, WalletAddressEntry> = {};
  for (const [rawKey, rawEntry] of Object.entries(value)) {
    const key = group === 'coins' ? rawKey.trim().toUpperCase() : rawKey.trim().toLowerCase();
    const name = `${NAME}.${group}.${rawKey}`;
    const entry = walletAddressEntry(rawEntry);
    if (!isKnown(key))
      rejected.push(
        rejection(
          name,
          JSON.stringify(rawEntry) ?? '',
          `unknown ${group === 'coins' ? 'coin' : 'network'}`,
        ),
      );
    else if (entry === undefined)
      rejected.push(
        rejection(
          name,
          JSON.stringify(rawEntry) ?? '',
          'must be { address, addressAdditionalData? }',
        ),
      );
    else if (!Object.hasOwn(kept, key)) kept[key] = entry;
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/**
 * walletAddressesData keeps only known coins (crypto symbols, upper case) and networks
 * (network names, lower case); everything else is listed as rejected.
 */
export function checkWalletAddressesData(text: string, sets: AllowedSets): WalletAddressesResult {
  const parsed = checkJsonObject(text);
  if (!parsed.ok) return { rejected: [rejection(NAME, text, parsed.reason)] };
  const rejected: RejectedWidgetParam[] = [];
  const value: WalletAddressesData = {};
  for (const [key, group] of Object.entries(parsed.value)) {
    if (key === 'coins') {
      const coins = knownEntries('coins', group, (code) => sets.cryptos.has(code), rejected);
      if (coins) value.coins = coins;
    } else if (key === 'networks') {
      const networks = knownEntries('networks', group, (name) => sets.networks.has(name), rejected);
      if (networks) value.networks = networks;
    } else rejected.push(rejection(`${NAME}.${key}`, JSON.stringify(group) ?? '', 'unknown key'));
  }
  return value.coins || value.networks ? { value, rejected } : { rejected };
}
