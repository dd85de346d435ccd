import type { Messages } from '@lingui/core';
import type { Language } from '@ferry/contracts';
import { activateLanguage, addMessages } from '../i18n/i18n.js';

// Every catalogue of the widget, compiled by the same plugin as the build (vite.config.ts).
const EVERY = {
  en: import.meta.glob<Messages>(['../**/locales/en.po', '../i18n/screens/en.po', '../i18n/doctor/en.po', '../i18n/start-errors/en.po'], { eager: true, import: 'messages' }),
  de: import.meta.glob<Messages>(['../**/locales/de.po', '../i18n/screens/de.po', '../i18n/doctor/de.po', '../i18n/start-errors/de.po'], { eager: true, import: 'messages' }),
} satisfies Record<Language, Record<string, Messages>>;

/** Activates a language with every area's texts at once, as screen tests expect them. */
export function loadEveryCatalogue(language: Language): void {
  activateLanguage(language);
  for (const messages of Object.values(EVERY[language])) addMessages(language, messages);
}
