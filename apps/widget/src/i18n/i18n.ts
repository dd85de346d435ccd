import { setupI18n, type Messages } from '@lingui/core';
import { SOURCE_LANGUAGE, type Language } from '@ferry/contracts';

/**
 * The widget's texts, from compiled Lingui catalogues (src/i18n/README.md). The language is
 * chosen once, before the first render (./choose-widget-language.ts), and never changes while
 * the widget runs, so components read texts with `t()` and need no provider or re-render.
 */
const i18n = setupI18n({ locale: SOURCE_LANGUAGE, messages: { [SOURCE_LANGUAGE]: {} } });

/** A catalogue: per language, a loader of its compiled `.po` file (only the active one is fetched). */
export type Catalogue = Readonly<Record<Language, () => Promise<{ messages: Messages }>>>;

/** What a text's placeholders take: preformatted strings (amounts are decimal strings) or counts. */
export type MessageValues = Readonly<Record<string, string | number>>;

const loaded = new Map<Catalogue, Promise<void>>();
/** The catalogues whose active-language file is in. */
const settled = new Set<Catalogue>();

export function activeLanguage(): Language {
  return i18n.locale as Language;
}

/** Sets the language for every later `t()`, and the page's own `lang` (screen readers read by it). */
export function activateLanguage(language: Language): void {
  if (i18n.locale !== language) {
    loaded.clear();
    settled.clear();
    i18n.load(language, {});
    i18n.activate(language);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Loads the active language's file of each catalogue once; a failed load is tried again next time. */
export function loadMessages(...catalogues: Catalogue[]): Promise<void> {
  return Promise.all(
    catalogues.map((catalogue) => {
      let loading = loaded.get(catalogue);
      if (!loading) {
        const language = activeLanguage();
        loading = catalogue[language]().then(({ messages }) => {
          addMessages(language, messages);
          settled.add(catalogue);
        });
        loading.catch(() => loaded.delete(catalogue));
        loaded.set(catalogue, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}

/** Whether a catalogue's texts are in, in the active language (loadMessages has finished). */
export function hasLoaded(catalogue: Catalogue): boolean {
  return settled.has(catalogue);
}

/** Adds compiled messages to a language (tests load every catalogue at once through this). */
export function addMessages(language: Language, messages: Messages): void {
  i18n.load(language, messages);
}

/** The text of a message id in the active language, its placeholders filled in. */
export function t(id: string, values?: MessageValues): string {
  return i18n._(id, values);
}
