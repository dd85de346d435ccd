import { z } from 'zod';
import { ApiKey, Hostname } from './partner.js';

/** GET init-widget?hostname — `result: false` means the embedding host is a known scam referrer. */
export const InitWidgetQuery = z.object({ hostname: Hostname });
/**
 * Ferry's own pages the widget links to (menu, footer, terms checkbox, notices, error texts): an
 * absolute https URL or a path on Ferry itself, and `compliance` a mailto: or such a link. The
 * server's environment sets them for a production deployment; by default Ferry serves each page.
 */
export const InfoLinks = z.object({
  about: z.string(),
  support: z.string(),
  privacyPolicy: z.string(),
  termsOfService: z.string(),
  business: z.string(),
  cryptoScamsGuide: z.string(),
  compliance: z.string(),
  /** mailto: of the support desk; null when the deployment has none (SUPPORT_EMAIL unset). */
  supportContact: z.string().nullable(),
  ukRiskSummary: z.string(),
  whaleApplicationBuy: z.string(),
  whaleApplicationSell: z.string(),
});
export type InfoLinks = z.infer<typeof InfoLinks>;

/**
 * The widget's error tracking (spec 000 section 9, spec 001 section 7), present only when the
 * deployment configured a DSN: Sentry's DSN, replays of 5% of sessions with an error, and 50% of
 * sessions recorded when a session-recording key is configured (else 0).
 */
export const WidgetErrorTracking = z.object({
  dsn: z.string(),
  replaysOnErrorSampleRate: z.number().min(0).max(1),
  replaysSessionSampleRate: z.number().min(0).max(1),
});
export type WidgetErrorTracking = z.infer<typeof WidgetErrorTracking>;

export const InitWidgetResponse = z.object({ result: z.boolean(), links: InfoLinks.optional(), errorTracking: WidgetErrorTracking.optional() });
export type InitWidgetResponse = z.infer<typeof InitWidgetResponse>;

/** GET partners/{apiKey}?hostname */
export const PartnerParams = z.object({ apiKey: ApiKey });
export const PartnerQuery = z.object({ hostname: Hostname.optional() });

/** GET get/country — the caller's country from its IP address. */
export const GetCountryResponse = z.object({ ipCountryCode: z.string().length(2).nullable() });
export type GetCountryResponse = z.infer<typeof GetCountryResponse>;

/** GET fiat-currencies?apiKey */
export const FiatCurrenciesQuery = z.object({ apiKey: ApiKey });
/** GET crypto-currencies?partnerApiKey */
export const CryptoCurrenciesQuery = z.object({ partnerApiKey: ApiKey });
