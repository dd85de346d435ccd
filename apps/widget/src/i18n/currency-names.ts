import { SOURCE_LANGUAGE } from '@ferry/contracts';
import { activeLanguage } from './i18n.js';
import { activeLocale } from './format.js';

let names: { locale: string; of: (code: string) => string | undefined } | null = null;

/**
 * A fiat currency's name in the active language. The server names currencies in English, which
 * English shows as it is; other languages take the browser's own names (Intl.DisplayNames: no
 * bytes of ours), else the server's.
 */
export function currencyName(code: string, serverName: string): string {
  if (activeLanguage() === SOURCE_LANGUAGE) return serverName;
  const locale = activeLocale();
  if (names?.locale !== locale) {
    try {
      const display = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' });
      names = { locale, of: (value) => display.of(value) };
    } catch {
      names = { locale, of: () => undefined };
    }
  }
  try {
    return names.of(code) ?? serverName;
  } catch {
    return serverName; // a code Intl refuses (not three letters)
  }
}
