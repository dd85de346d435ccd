import { type I18n, setupI18n } from '@lingui/core';
import { type Language, LANGUAGES, SOURCE_LANGUAGE } from '@ferry/contracts';
import { compiledMessages } from './catalogues.js';

/** What a text's placeholders take: preformatted strings (amounts are decimal strings, dates formatted) or counts. */
export type TextValues = Readonly<Record<string, string | number>>;

/** The text of a message id in one language, its placeholders filled in. */
export type Texts = (id: string, values?: TextValues) => string;

let translators: Map<Language, I18n> | undefined;

/**
 * One Lingui instance per language, so calls in different languages never share an active
 * locale. A text missing in a language falls back to English (catalogues.test.ts fails on it).
 */
function translatorOf(language: Language): I18n {
  if (!translators) {
    const english = compiledMessages(SOURCE_LANGUAGE);
    translators = new Map(
      LANGUAGES.map((each) => {
        const messages = each === SOURCE_LANGUAGE ? english : { ...english, ...compiledMessages(each) };
        return [each, setupI18n({ locale: each, messages: { [each]: messages } })];
      }),
    );
  }
  return translators.get(language)!;
}

/** The server's texts in a language: `texts('de')('email.signInCode.subject')`. */
export function textsIn(language: Language): Texts {
  const i18n = translatorOf(language);
  return (id, values) => i18n._(id, values);
}
