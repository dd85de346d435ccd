import { z } from 'zod';
import { ApiKey, Hostname } from './partner.js';

/** GET init-widget?hostname — `result: false` means the embedding host is a known scam referrer. */
export const InitWidgetQuery = z.object({ hostname: Hostname });
export const InitWidgetResponse = z.object({ result: z.boolean() });
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
