import { WIDGET_PARAM_MAX_LENGTH } from '@ferry/contracts';

/**
 * The contract's `email` and `redirectURL` checks (WidgetParams: `z.email().max(254)` and
 * `z.url({ protocol: /^https?$/ }).max(2048)`) done without building a zod schema, so the
 * widget's first screen carries no zod. contract-formats.test.ts holds them to the contract's.
 */

export const EMAIL_MAX_LENGTH = 254;

/** zod 4's e-mail pattern (`z.regexes.email`, which `z.email()` checks with), its escapes tidied. */
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The runtime's URL parser; the package compiles without DOM or Node types. */
const { URL: UrlParser } = globalThis as unknown as {
  URL: new (input: string) => { protocol: string };
};

export function isContractEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/**
 * The URL the contract keeps for an http or https address, or undefined when it refuses it:
 * trimmed, with the tabs and line breaks the URL parser ignores taken out.
 */
export function contractHttpUrl(value: string): string | undefined {
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return undefined;
  let protocol: string;
  try {
    protocol = new UrlParser(trimmed).protocol;
  } catch {
    return undefined;
  }
  if (!/^https?$/.test(protocol.slice(0, -1))) return undefined;
  const kept = trimmed.replace(/[\t\n\r]/g, '');
  return kept.length <= WIDGET_PARAM_MAX_LENGTH ? kept : undefined;
}
