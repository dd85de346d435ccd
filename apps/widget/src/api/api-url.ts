import { API_BASE } from '@ferry/contracts';

export type ApiQuery = Record<string, string | number | boolean | undefined>;

/** The address of an API call: the path under the API's base and the defined query values. */
export function apiUrl(path: string, query?: ApiQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
}
