import { type Language, SOURCE_LANGUAGE } from '@ferry/contracts';

type Country = { alpha2: string; name: string };

const displayNames = new Map<Language, Intl.DisplayNames>();
const regionNames = (language: Language): Intl.DisplayNames => {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    displayNames.set(language, names);
  }
  return names;
};

/**
 * Countries as a form offers them in a language: English as Ferry's reference data names them;
 * other languages name them by the ICU data Node ships (CLDR, "Deutschland", "Vereinigtes
 * Königreich"), sorted in that language's order. A code ICU does not know keeps its English name.
 */
export function countriesIn<T extends Country>(language: Language, countries: readonly T[]): T[] {
  if (language === SOURCE_LANGUAGE) return [...countries];
  const names = regionNames(language);
  const collator = new Intl.Collator(language);
  return countries
    .map((country) => {
      let name: string | undefined;
      try {
        name = names.of(country.alpha2.toUpperCase());
      } catch {
        name = undefined; // not a region code ICU accepts
      }
      return { ...country, name: name ?? country.name };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}
