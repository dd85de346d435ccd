import { DEFAULT_INFO_LINKS, type InfoLinks } from '@ferry/contracts';
import type { Config } from '../../config/env.js';

/**
 * The addresses of Ferry's information pages, as the widget receives them with init-widget: the
 * configured ones (a production deployment's own site), else the pages Ferry serves itself.
 */
export function infoLinksOf(config: Config): InfoLinks {
  return {
    about: config.ABOUT_URL ?? DEFAULT_INFO_LINKS.about,
    support: config.SUPPORT_URL ?? DEFAULT_INFO_LINKS.support,
    privacyPolicy: config.PRIVACY_POLICY_URL ?? DEFAULT_INFO_LINKS.privacyPolicy,
    termsOfService: config.TERMS_OF_SERVICE_URL ?? DEFAULT_INFO_LINKS.termsOfService,
    business: config.BUSINESS_URL ?? DEFAULT_INFO_LINKS.business,
    cryptoScamsGuide: config.CRYPTO_SCAMS_GUIDE_URL ?? DEFAULT_INFO_LINKS.cryptoScamsGuide,
    compliance: config.COMPLIANCE_EMAIL ? `mailto:${config.COMPLIANCE_EMAIL}` : DEFAULT_INFO_LINKS.compliance,
    supportContact: config.SUPPORT_EMAIL ? `mailto:${config.SUPPORT_EMAIL}` : null,
    ukRiskSummary: config.UK_RISK_SUMMARY_URL ?? DEFAULT_INFO_LINKS.ukRiskSummary,
    whaleApplicationBuy: config.WHALE_APPLICATION_BUY_URL ?? DEFAULT_INFO_LINKS.whaleApplicationBuy,
    whaleApplicationSell: config.WHALE_APPLICATION_SELL_URL ?? DEFAULT_INFO_LINKS.whaleApplicationSell,
  };
}
