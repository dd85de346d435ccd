import { describe, expect, it } from 'vitest';
import { loadEveryCatalogue } from '../test/catalogues.js';
import { t } from './i18n.js';

// The `.po` files are compiled under their explicit ids (lingui.config.ts explicitIdAsDefault): a
// formatter that hashed the msgid instead would leave every t() call showing its id.
describe('a text is found by its explicit id', () => {
  it('in English and in German', () => {
    expect(t('layout.loading')).toBe('Loading Ferry');
    loadEveryCatalogue('de');
    expect(t('layout.loading')).toBe('Ferry wird geladen');
  });
});
