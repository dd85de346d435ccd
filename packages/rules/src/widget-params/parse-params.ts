import { WIDGET_PARAM_LONG_MAX_LENGTH } from '@ferry/contracts';
import type { RejectedWidgetParam, WidgetParamName, WidgetParams } from '@ferry/contracts';
import type { AllowedSets } from './allowed-sets.js';
import { ENTRY_CHECKS, SCALAR_CHECKS } from './kind-checks.js';
import { PARAM_KINDS, PARAMS_HANDLED_ELSEWHERE, isWidgetParamName } from './param-kinds.js';
import { readRawQuery } from './read-raw.js';
import type { RawParam } from './read-raw.js';
import { rejection } from './rejection.js';
import { isAbsentValue, splitList } from './type-checks.js';
import { checkWalletAddressesData } from './wallet-addresses-data.js';

export interface ParsedParams {
  params: WidgetParams;
  rejected: RejectedWidgetParam[];
}

type Parsed = { value?: unknown; rejected: RejectedWidgetParam[] };

function parseList(name: WidgetParamName, values: string[], sets: AllowedSets): Parsed {
  const entryCheck = ENTRY_CHECKS[PARAM_KINDS[name]];
  if (!entryCheck) return { rejected: [] };
  const kept: unknown[] = [];
  const rejected: RejectedWidgetParam[] = [];
  for (const entry of splitList(values, entryCheck.casing)) {
    const checked = entryCheck.check(entry, sets);
    if (checked.ok) kept.push(checked.value);
    else rejected.push(rejection(name, entry, checked.reason));
  }
  return kept.length > 0 ? { value: kept, rejected } : { rejected };
}

function parseScalar(name: WidgetParamName, values: string[], sets: AllowedSets): Parsed {
  const present = [...new Set(values.filter((value) => !isAbsentValue(value)))];
  const [value] = present;
  if (value === undefined) return { rejected: [] };
  if (present.length > 1)
    return {
      rejected: [rejection(name, present.join(','), `expected one value, got ${present.length}`)],
    };
  const kind = PARAM_KINDS[name];
  if (kind === 'walletAddressesData') return checkWalletAddressesData(value, sets);
  const check = SCALAR_CHECKS[kind];
  const checked = check ? check(value, sets) : undefined;
  if (!checked) return { rejected: [] };
  return checked.ok
    ? { value: checked.value, rejected: [] }
    : { rejected: [rejection(name, value, checked.reason)] };
}

/** Values are accepted only if they match the expected type, after a size bound. */
function parseParam(name: WidgetParamName, raw: RawParam, sets: AllowedSets): Parsed {
  const shown = [...raw.values, ...raw.unreadable].join(',');
  if (raw.unreadable.length > 0)
    return {
      rejected: [rejection(name, shown, `expected text, got ${raw.unreadable.join(', ')}`)],
    };
  if (raw.values.some((value) => value.length > WIDGET_PARAM_LONG_MAX_LENGTH))
    return {
      rejected: [rejection(name, shown, `longer than ${WIDGET_PARAM_LONG_MAX_LENGTH} characters`)],
    };
  return PARAM_KINDS[name] in ENTRY_CHECKS
    ? parseList(name, raw.values, sets)
    : parseScalar(name, raw.values, sets);
}

/**
 * Type and allowed-set checks of every parameter. Unknown keys are listed as rejected
 * ('unknown parameter'); theme, signature, sessionId and ott are known and left to their rules.
 */
export function parseRawParams(raw: unknown, sets: AllowedSets): ParsedParams {
  const params: Record<string, unknown> = {};
  const rejected: RejectedWidgetParam[] = [];
  for (const [name, rawParam] of readRawQuery(raw)) {
    if (PARAMS_HANDLED_ELSEWHERE.has(name)) continue;
    if (!isWidgetParamName(name)) {
      rejected.push(
        rejection(
          name,
          [...rawParam.values, ...rawParam.unreadable].join(','),
          'unknown parameter',
        ),
      );
      continue;
    }
    const parsed = parseParam(name, rawParam, sets);
    if (parsed.value !== undefined) params[name] = parsed.value;
    rejected.push(...parsed.rejected);
  }
  return { params: params as WidgetParams, rejected };
}
