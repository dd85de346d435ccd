import { START_ERROR_TEXTS } from '../i18n/error-messages.js';
import { textOfError } from './error-text.js';

/** The message for a failure on the start path (start-up, the exchange), from its half of the catalogue. */
export function messageForStartError(error: unknown): string {
  return textOfError(error, START_ERROR_TEXTS);
}
