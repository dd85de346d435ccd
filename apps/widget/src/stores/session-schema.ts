import { NormalisedWidgetParams, Product, ThemeSettings } from '@ferry/contracts';
import { z } from 'zod';

/**
 * Everything the widget keeps across a reload (spec 001 section 2), one schema per item. Items
 * whose shape later issues define (quote, KYC forms, order) are opaque until then.
 */
export const sessionSchemas = {
  quote: z.unknown(),
  kycForms: z.unknown(),
  buyOrSellFlow: Product,
  productsAvailed: z.array(Product),
  order: z.unknown(),
  navigationHistory: z.array(z.string()),
  theme: ThemeSettings,
  queryParams: z.record(z.string(), z.string()),
  walletAddress: z.string(),
  email: z.string(),
  initQueryString: z.string(),
  authToken: z.string().min(1),
  /** The partner's parameters validated and normalised per offered product (spec 000 section 4). */
  widgetParams: NormalisedWidgetParams,
  /**
   * The query the trusted parameters came from (a signed URL as it arrived, or a partner
   * session's signedQuery): the server checks its signature again wherever it uses them.
   */
  trustedQuery: z.string(),
} as const;

export type SessionKey = keyof typeof sessionSchemas;
export type SessionValue<K extends SessionKey> = z.infer<(typeof sessionSchemas)[K]>;
export const SESSION_KEYS = Object.keys(sessionSchemas) as SessionKey[];

/**
 * The login outlives the tab (spec 000: the authToken is stored locally, so a new tab is still
 * signed in); the rest belongs to one tab's journey and lives in session storage.
 */
export const LOCAL_KEYS: ReadonlySet<SessionKey> = new Set<SessionKey>(['authToken']);
