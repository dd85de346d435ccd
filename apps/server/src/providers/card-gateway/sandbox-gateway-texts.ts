import { isLanguage, type Language, SOURCE_LANGUAGE } from '@ferry/contracts';

// The sandbox card gateway stands in for a third party, whose hosted form and BIN messages come in
// the language the merchant asks for (a real gateway's `locale` option). Its words are the
// provider's, not Ferry's, so they live here rather than in Ferry's catalogues.
const TEXTS = {
  en: {
    title: 'Card details',
    cardNumber: 'Card number',
    expiryDate: 'Expiry date',
    expiryPlaceholder: 'MM/YY',
    cvv: 'CVV',
    invalidDetails: 'Card details are not valid',
    saveFailed: 'The card could not be saved. Please try again.',
    blockedBin: 'Cards issued by this bank are not accepted. Please use a different card.',
  },
  de: {
    title: 'Kartendaten',
    cardNumber: 'Kartennummer',
    expiryDate: 'Ablaufdatum',
    expiryPlaceholder: 'MM/JJ',
    cvv: 'CVV',
    invalidDetails: 'Die Kartendaten sind ungültig',
    saveFailed: 'Die Karte konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    blockedBin: 'Karten dieser Bank werden nicht akzeptiert. Bitte verwenden Sie eine andere Karte.',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type SandboxGatewayTexts = (typeof TEXTS)[Language];

/** The gateway's texts in a language (English when the merchant names none). */
export function sandboxGatewayTexts(language: Language = SOURCE_LANGUAGE): SandboxGatewayTexts {
  return TEXTS[language];
}

/** The card form's `locale` query: a language Ferry speaks, else English (never an error: it is a display choice). */
export function cardFormLanguage(query: unknown): Language {
  const locale = query && typeof query === 'object' ? (query as Record<string, unknown>)['locale'] : undefined;
  return isLanguage(locale) ? locale : SOURCE_LANGUAGE;
}
