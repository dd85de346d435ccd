/** What `URLSearchParams` (and `Map`) offer; the package has no DOM types to name it directly. */
export interface SearchParamsLike {
  forEach(callback: (value: string, key: string) => void): void;
}

/** The query as the widget reads it from the URL, or as a server receives it already parsed. */
export type RawWidgetQuery = SearchParamsLike | Record<string, string | string[] | undefined>;

/** Every occurrence of one parameter: readable values as text, anything else as its type. */
export interface RawParam {
  values: string[];
  unreadable: string[];
}

function addValue(param: RawParam, value: unknown, depth: number): void {
  if (value === undefined || value === null) return;
  if (typeof value === 'string') param.values.push(value);
  else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    param.values.push(String(value));
  else if (Array.isArray(value) && depth === 0)
    for (const entry of value as unknown[]) addValue(param, entry, 1);
  else param.unreadable.push(Array.isArray(value) ? 'nested list' : typeof value);
}

function paramOf(params: Map<string, RawParam>, key: string): RawParam {
  let param = params.get(key);
  if (!param) {
    param = { values: [], unreadable: [] };
    params.set(key, param);
  }
  return param;
}

function isSearchParamsLike(raw: object): raw is SearchParamsLike {
  return typeof (raw as { forEach?: unknown }).forEach === 'function';
}

/**
 * Gathers the occurrences of each key: `?a=1&a=2` and `{ a: ['1', '2'] }` read the same.
 * Anything that is not an object reads as an empty query, so no input can make this throw.
 */
export function readRawQuery(raw: unknown): Map<string, RawParam> {
  const params = new Map<string, RawParam>();
  if (typeof raw !== 'object' || raw === null) return params;
  if (isSearchParamsLike(raw)) {
    raw.forEach((value, key) => addValue(paramOf(params, String(key)), value, 0));
    return params;
  }
  for (const [key, value] of Object.entries(raw)) addValue(paramOf(params, key), value, 0);
  return params;
}
