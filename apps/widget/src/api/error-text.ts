import type { CodeText } from '../i18n/error-messages.js';
import { ERROR_MESSAGES } from '../i18n/error-messages.js';
import { isApiError } from './api-error.js';

/**
 * The text of a failure by its code and params, from the given part of the catalogue; anything
 * without a code there (an answer that is not Ferry's, a thrown bug) reads as the generic text.
 * The server's English message is never read: it is for logs and API users.
 */
export function textOfError(error: unknown, texts: Partial<Record<string, CodeText>>): string {
  if (!isApiError(error)) return ERROR_MESSAGES.generic;
  const byCode = texts[error.code];
  if (byCode === undefined) return ERROR_MESSAGES.generic;
  return typeof byCode === 'string' ? byCode : byCode(error.params);
}
