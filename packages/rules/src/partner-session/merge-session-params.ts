import { WIDGET_REJECTED_VALUE_MAX_LENGTH } from '@ferry/contracts';
import type { RejectedWidgetParam, WidgetParamName } from '@ferry/contracts';

/** Query pairs in their order, as `URLSearchParams` gives and takes them. */
export type QueryEntries = Array<[string, string]>;

/** Widget parameters in query form, as a partner session stores them. */
export type SessionWidgetParams = Record<string, string | string[]>;

/**
 * Parameters that decide one thing together (spec 000 section 4: one wins over the others). A
 * session that sets any of them decides that thing, so the URL may not tip it through another.
 */
export const PARAM_GROUPS: readonly (readonly WidgetParamName[])[] = [
  ['networks', 'network'],
  ['fiatCurrency', 'countryCode', 'defaultFiatCurrency', 'excludeFiatCurrencies'],
  ['fiatAmount', 'defaultFiatAmount', 'cryptoAmount', 'defaultCryptoAmount'],
  ['walletAddress', 'walletAddressesData'],
  ['cryptoCurrencyCode', 'defaultCryptoCurrency', 'cryptoCurrencyList'],
  ['paymentMethod', 'defaultPaymentMethod'],
];

/** Never merged: they name sessions, signatures and the partner, which the session itself decides. */
const NOT_SESSION_PARAMS: ReadonlySet<string> = new Set([
  'sessionId',
  'ott',
  'signature',
  'apiKey',
]);

export const SESSION_OVERRIDE_REASON = 'set by the partner session; the URL cannot override it';

function entriesOf(params: SessionWidgetParams): QueryEntries {
  const entries: QueryEntries = [];
  for (const [name, value] of Object.entries(params)) {
    if (NOT_SESSION_PARAMS.has(name)) continue;
    for (const entry of Array.isArray(value) ? value : [value]) entries.push([name, entry]);
  }
  return entries;
}

/** Every name the session decides: its own keys and the other members of their groups. */
function decidedBySession(sessionNames: ReadonlySet<string>): Set<string> {
  const decided = new Set(sessionNames);
  for (const group of PARAM_GROUPS) {
    if (group.some((name) => sessionNames.has(name))) for (const name of group) decided.add(name);
  }
  return decided;
}

/**
 * Parameters that came from a session cannot be overridden by the URL: the session's values
 * come first, then the URL's pairs the session does not decide. The partner key is the
 * session's. URL pairs dropped this way are listed as rejected.
 */
export function mergeSessionParams(
  urlEntries: QueryEntries,
  session: { partnerApiKey: string; widgetParams: SessionWidgetParams },
): { entries: QueryEntries; rejected: RejectedWidgetParam[] } {
  const sessionEntries = entriesOf(session.widgetParams);
  const decided = decidedBySession(new Set(sessionEntries.map(([name]) => name)));
  const rejected: RejectedWidgetParam[] = [];
  const fromUrl: QueryEntries = [];
  for (const [name, value] of urlEntries) {
    if (NOT_SESSION_PARAMS.has(name)) continue;
    if (decided.has(name)) {
      rejected.push({
        name: name.slice(0, WIDGET_REJECTED_VALUE_MAX_LENGTH),
        value: value.slice(0, WIDGET_REJECTED_VALUE_MAX_LENGTH),
        reason: SESSION_OVERRIDE_REASON,
      });
    } else {
      fromUrl.push([name, value]);
    }
  }
  return { entries: [['apiKey', session.partnerApiKey], ...sessionEntries, ...fromUrl], rejected };
}
