import { type CodeText, START_ERROR_TEXTS } from '../i18n/error-messages.js';
import { SCREEN_ERROR_TEXTS, walletServerErrorMessage } from '../i18n/screen-error-messages.js';
import { isApiError } from './api-error.js';
import { textOfError } from './error-text.js';

const START: Partial<Record<string, CodeText>> = START_ERROR_TEXTS;
const SCREENS: Partial<Record<string, CodeText>> = SCREEN_ERROR_TEXTS;

/**
 * The message for a failed call (spec 001 section 8): by the server's error code and its params,
 * from the message catalogue (i18n/); never by the server's English. A code the catalogue does
 * not know, and anything that is not an API error, reads as the generic message.
 */
export function messageForError(error: unknown): string {
  // The screens' texts are read when asked for (in the language loaded then), never copied.
  return textOfError(error, isApiError(error) && error.code in SCREENS ? SCREENS : START);
}

/** The message for a failed wallet-pay call: a server error names the support address, others as messageForError. */
export function messageForWalletError(error: unknown, supportUrl: string): string {
  if (isApiError(error) && error.status >= 500) return walletServerErrorMessage(supportUrl);
  return messageForError(error);
}
