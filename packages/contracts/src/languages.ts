// The languages Ferry speaks, with no zod: the widget's first screen chooses one before it loads.

/** Every language with a complete catalogue, English first (the source and the last fallback). */
export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language everything falls back to: the spec's own texts are English. */
export const SOURCE_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);
