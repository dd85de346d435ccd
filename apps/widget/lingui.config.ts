import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// One catalogue pair per area (src/i18n/README.md): the core (what the first screen and the app
// shell show, start-up errors) loads before the first render; `screens` (screen errors, the forms
// engine, UI kit texts only later screens show) and each feature's own load with a feature's
// chunk; only the active language's file is ever fetched.
// Messages have explicit ids ("exchange.buyButton"); msgstr is the text in that language. Without
// explicitIdAsDefault the `.po` formatter would take each msgid for a source text and compile it
// under a hash of it, so `t('exchange.buyButton')` would find nothing.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de'],
  fallbackLocales: false,
  catalogs: [
    { path: '<rootDir>/src/i18n/locales/{locale}', include: ['<rootDir>/src/i18n/locales'] },
    { path: '<rootDir>/src/i18n/screens/{locale}', include: ['<rootDir>/src/i18n/screens'] },
    // The start path's failure texts, loaded when a failure is worded (i18n/start-errors-catalogue.ts).
    { path: '<rootDir>/src/i18n/start-errors/{locale}', include: ['<rootDir>/src/i18n/start-errors'] },
    // The integration doctor's console lines for partners' developers, loaded with the doctor.
    { path: '<rootDir>/src/i18n/doctor/{locale}', include: ['<rootDir>/src/i18n/doctor'] },
    { path: '<rootDir>/src/features/{name}/locales/{locale}', include: ['<rootDir>/src/features/{name}'] },
  ],
  format: formatter({ lineNumbers: false, origins: false, explicitIdAsDefault: true }),
});
