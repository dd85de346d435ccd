import { t } from './i18n.js';

/**
 * The exchange's banner for a UK visitor without approved KYC (spec 000 section 2), in the FCA's
 * prescribed wording, for the FCA screens' messages (fca-messages.ts): the exchange reads the same
 * core catalogue texts itself (components/exchange-notices.tsx). Read when asked for, in the
 * active language.
 */
export const UK_RISK_BANNER_MESSAGES = {
  get warning() {
    return t('exchange.ukRisk.warning');
  },
  get text() {
    return t('exchange.ukRisk.text');
  },
  get link() {
    return t('exchange.ukRisk.link');
  },
};
