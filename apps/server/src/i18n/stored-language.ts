import { isLanguage, type Language, SOURCE_LANGUAGE } from '@ferry/contracts';

/** users.language as read back: a language Ferry speaks, else English (a row written before issue 18, or by hand). */
export const storedLanguage = (value: string | null | undefined): Language => (isLanguage(value) ? value : SOURCE_LANGUAGE);
