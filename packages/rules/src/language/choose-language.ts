import { isLanguage, type Language } from '@ferry/contracts';

/** The supported language a BCP 47 tag names ("de-AT" is German), or undefined. */
export function languageOfTag(tag: string | null | undefined): Language | undefined {
  const base = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(base) ? base : undefined;
}

/**
 * The first supported language of an Accept-Language header, by its q-values (ties keep the
 * header's order); q=0 means "not this one".
 */
export function languageOfAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.split(';');
      const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: languageOfTag(tag), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.language && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language;
}

/**
 * The widget's language (issue 18): the `language` query parameter, else the browser's first
 * supported language, else the partner's default, else English.
 */
export function chooseLanguage(choices: {
  param?: string | null;
  browser?: readonly string[];
  partnerDefault?: string | null;
}): Language {
  return (
    languageOfTag(choices.param) ??
    choices.browser?.map(languageOfTag).find((language) => language !== undefined) ??
    languageOfTag(choices.partnerDefault) ??
    'en'
  );
}
