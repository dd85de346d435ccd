import { languageOfTag } from '@ferry/rules';
import type { Language } from '@ferry/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { partnerQueryOptions } from '../../api/startup/get-partner.js';
import { startupParams } from '../../api/startup/startup-params.js';
import { sessionStore } from '../../stores/session-store.js';
import { coreCatalogue } from '../../i18n/core-catalogue.js';
import { activateLanguage, loadMessages } from '../../i18n/i18n.js';

/** The partner's default language, asked only when neither the query nor the browser names one Ferry speaks. */
async function partnerDefault(queryClient: QueryClient): Promise<Language | undefined> {
  const options = partnerQueryOptions(startupParams());
  if (options.enabled === false) return undefined;
  try {
    return languageOfTag((await queryClient.fetchQuery(options)).defaultLanguage);
  } catch {
    return undefined; // the start-up gate shows the partner call's failure, in English
  }
}

/**
 * Chooses the widget's language before the first render (issue 18): the `language` query
 * parameter, else the browser's first language Ferry speaks, else the partner's default, else
 * English; then loads the core catalogue in that language only.
 */
export async function startLanguage(queryClient: QueryClient, browserLanguages: readonly string[]): Promise<Language> {
  const param = sessionStore.get('queryParams')?.language;
  const language =
    languageOfTag(param) ??
    browserLanguages.map(languageOfTag).find((found) => found !== undefined) ??
    (await partnerDefault(queryClient)) ??
    'en';
  activateLanguage(language);
  await loadMessages(coreCatalogue);
  return language;
}
