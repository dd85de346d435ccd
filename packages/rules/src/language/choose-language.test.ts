import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageOfAcceptLanguage, languageOfTag } from './choose-language.js';

describe('languageOfTag', () => {
  it('reads the base language of a tag, in any case', () => {
    expect(languageOfTag('de')).toBe('de');
    expect(languageOfTag('de-AT')).toBe('de');
    expect(languageOfTag('EN_gb')).toBe('en');
  });
  it('knows nothing of unsupported or missing tags', () => {
    expect(languageOfTag('fr-FR')).toBeUndefined();
    expect(languageOfTag('')).toBeUndefined();
    expect(languageOfTag(undefined)).toBeUndefined();
    expect(languageOfTag('deutsch')).toBeUndefined();
  });
});

describe('languageOfAcceptLanguage', () => {
  it('takes the best-ranked supported language', () => {
    expect(languageOfAcceptLanguage('fr-FR,fr;q=0.9,de;q=0.8,en;q=0.7')).toBe('de');
    expect(languageOfAcceptLanguage('en;q=0.5, de-CH;q=0.9')).toBe('de');
    expect(languageOfAcceptLanguage('de, en')).toBe('de');
  });
  it('skips q=0 and unsupported languages, and ignores nonsense', () => {
    expect(languageOfAcceptLanguage('de;q=0, en;q=0.1')).toBe('en');
    expect(languageOfAcceptLanguage('fr, es')).toBeUndefined();
    expect(languageOfAcceptLanguage(';;;,,,q=2')).toBeUndefined();
    expect(languageOfAcceptLanguage(undefined)).toBeUndefined();
  });
});

describe('chooseLanguage', () => {
  it('prefers the language parameter, then the browser, then the partner, then English', () => {
    expect(chooseLanguage({ param: 'de', browser: ['en-GB'], partnerDefault: 'en' })).toBe('de');
    expect(chooseLanguage({ param: 'fr', browser: ['fr-FR', 'de-DE'], partnerDefault: 'en' })).toBe('de');
    expect(chooseLanguage({ browser: ['fr-FR', 'it'], partnerDefault: 'de' })).toBe('de');
    expect(chooseLanguage({ browser: ['fr-FR'] })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
  });
});
