import type { CreateWidgetSessionRequest, SessionWidgetParams } from '@ferry/contracts';

/** Never stored with a session: the session decides the partner, and ids and signatures are not settings. */
const NOT_SESSION_PARAMS: ReadonlySet<string> = new Set([
  'apiKey',
  'sessionId',
  'ott',
  'signature',
]);

type Value = CreateWidgetSessionRequest[string];

function asText(value: unknown): string {
  return typeof value === 'string'
    ? value
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
}

function toQueryValue(value: Value): string | string[] {
  return Array.isArray(value) ? value.map(asText) : asText(value);
}

/**
 * Widget parameters in the form a URL would carry them: numbers and booleans as text, lists as
 * lists of text, JSON objects as JSON text. The widget reads a session exactly like its URL.
 */
export function toQueryForm(params: CreateWidgetSessionRequest): SessionWidgetParams {
  const form: SessionWidgetParams = {};
  for (const [name, value] of Object.entries(params)) {
    if (!NOT_SESSION_PARAMS.has(name)) form[name] = toQueryValue(value);
  }
  return form;
}

export function queryEntries(params: SessionWidgetParams): Array<[string, string]> {
  return Object.entries(params).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((entry): [string, string] => [name, entry]),
  );
}
