import { isObject } from '@ferry/contracts';

/**
 * What screens pass each other in the router's location state, field by field with its type.
 * History state outlives the page (a reload, another version of the widget), so it is read
 * field by field: a state with any field of the wrong type reads as empty, unknown fields are left out.
 */
const FIELDS = {
  /** Set on back navigations, which the history tracker must not record as forward moves. */
  isBack: 'boolean',
  /** The screen the menu was opened from; its close cross returns there. */
  from: 'path',
  /** Off-ramp stream: set when bank details or a card are asked for on the way to its terms (spec 001 section 2). */
  redirectPath: 'string',
  /** Off-ramp stream: add card shows its sell variant. */
  isOffRampStream: 'boolean',
  /** Off-ramp stream: the withdrawal details are being updated, so add card returns to My Wallets. */
  isUpdate: 'boolean',
  /** The payout card or bank chosen on the way to the off-ramp stream's terms. */
  cardId: 'string',
  bankId: 'string',
  /** Off-ramp stream: the payout fiat, when no quote says it. */
  fiatCurrency: 'string',
  /** Off-ramp stream: the withdrawal method chosen for the payouts (a bank transfer or card). */
  paymentMethod: 'string',
  /** The order flow sent the user to the profile to wait for KYC: an approval goes on to confirm order. */
  isWaitingForKyc: 'boolean',
} as const;

interface FieldTypes {
  boolean: boolean;
  string: string;
  path: { pathname: string; search: string };
}

export type LocationState = { -readonly [K in keyof typeof FIELDS]?: FieldTypes[(typeof FIELDS)[K]] };

/** The field's value as its type, undefined when absent, null when of another type. */
function readField(value: unknown, kind: keyof FieldTypes): unknown {
  if (value === undefined) return undefined;
  if (kind !== 'path') return typeof value === kind ? value : null;
  return isObject(value) && typeof value.pathname === 'string' && typeof value.search === 'string'
    ? { pathname: value.pathname, search: value.search }
    : null;
}

export function readLocationState(state: unknown): LocationState {
  if (!isObject(state)) return {};
  const read: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(FIELDS)) {
    const value = readField(state[name], kind);
    if (value === null) return {};
    if (value !== undefined) read[name] = value;
  }
  return read as LocationState;
}

export const BACK_STATE: LocationState = { isBack: true };
export const WAITING_FOR_KYC_STATE: LocationState = { isWaitingForKyc: true };
