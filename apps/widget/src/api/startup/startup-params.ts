import { embeddingHostname } from '../../config/embedding-host.js';
import { environment } from '../../config/environment.js';
import { sessionStore } from '../../stores/session-store.js';
import { isWellFormedApiKey } from './api-key-shape.js';
import { useWidgetQuery, widgetQuery, type WidgetQuery } from '../../stores/widget-query.js';

/**
 * Initial data never changes during a session (spec 000 section 9: cached indefinitely), so it
 * is neither refetched nor dropped when no screen is reading it for a moment.
 */
export const INITIAL_DATA_CACHE = { staleTime: Infinity, gcTime: Infinity } as const;

export interface StartupParams {
  apiKey: string;
  /** Whether apiKey could be a key at all; a malformed one is not sent to the server. */
  isApiKeyWellFormed: boolean;
  hostname: string;
}

function paramsOf(query: WidgetQuery): StartupParams {
  const apiKey = widgetQuery.apiKey(query, environment.defaultApiKey);
  return { apiKey, isApiKeyWellFormed: isWellFormedApiKey(apiKey), hostname: embeddingHostname() };
}

export function useStartupParams(): StartupParams {
  return paramsOf(useWidgetQuery());
}

/** The same outside React: for the calls started before the first render. */
export function startupParams(): StartupParams {
  return paramsOf(sessionStore.get('queryParams') ?? {});
}
