import type {
  PartnerInfo,
  RejectedWidgetParam,
  WidgetParamName,
  WidgetParams,
} from '@ferry/contracts';
import type { AllowedSets } from './allowed-sets.js';
import { rejection } from './rejection.js';

export interface RuleContext {
  partner: PartnerInfo;
  sets: AllowedSets;
}

export interface RuleResult {
  params: WidgetParams;
  rejected: RejectedWidgetParam[];
}

/** A normalisation rule of spec 000 section 4; it never mutates its input. */
export type ParamsRule = (params: WidgetParams, context: RuleContext) => RuleResult;

export function without(params: WidgetParams, names: readonly WidgetParamName[]): WidgetParams {
  const copy: WidgetParams = { ...params };
  for (const name of names) delete copy[name];
  return copy;
}

function shownValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** Drops parameters a rule does not allow and lists each of them, with the rule as reason. */
export function dropWithReason(
  params: WidgetParams,
  names: readonly WidgetParamName[],
  reason: string,
): RuleResult {
  const present = names.filter((name) => params[name] !== undefined);
  return {
    params: without(params, present),
    rejected: present.map((name) => rejection(name, shownValue(params[name]), reason)),
  };
}

/** Precedence rules drop the losing parameters silently: nothing was wrong with them. */
export const silently = (params: WidgetParams): RuleResult => ({ params, rejected: [] });
