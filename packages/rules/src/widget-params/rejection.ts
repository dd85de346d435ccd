import { WIDGET_REJECTED_VALUE_MAX_LENGTH } from '@ferry/contracts';
import type { RejectedWidgetParam } from '@ferry/contracts';

function truncate(text: string): string {
  return text.length > WIDGET_REJECTED_VALUE_MAX_LENGTH
    ? text.slice(0, WIDGET_REJECTED_VALUE_MAX_LENGTH)
    : text;
}

/** A rejection with its name and value cut short, so a 10 kB value never travels further. */
export function rejection(name: string, value: string, reason: string): RejectedWidgetParam {
  return { name: truncate(name), value: truncate(value), reason };
}

/** The same rejection twice (a repeated list entry, a reused stored list) is listed once. */
export function uniqueRejections(rejected: readonly RejectedWidgetParam[]): RejectedWidgetParam[] {
  const seen = new Set<string>();
  return rejected.filter((entry) => {
    const key = JSON.stringify([entry.name, entry.value, entry.reason]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
