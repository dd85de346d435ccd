import { t } from './i18n.js';

/**
 * The exchange's banner for a UK visitor without approved KYC (spec 000 section 2), in the FCA's
 * prescribed wording: core catalogue texts (the exchange's first screen shows them), read when
 * asked for, in the active language.
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
