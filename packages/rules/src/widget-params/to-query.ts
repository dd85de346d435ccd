import type { WidgetParams } from '@ferry/contracts';

/**
 * WidgetParams written back as query values: text as is, booleans and numbers as text, lists as
 * one entry per value, JSON as JSON. Normalising the result gives the same WidgetParams back.
 */
export function widgetParamsToQuery(params: WidgetParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) query[name] = value.map(String);
    else if (typeof value === 'object') query[name] = JSON.stringify(value);
    else query[name] = String(value);
  }
  return query;
}
