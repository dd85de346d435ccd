import {
  COLOR_MODES,
  type Guard,
  isObject,
  isString,
  listOf,
  oneOf,
  PRODUCTS,
  THEME_COLOR_OPTIONS,
  type ThemeSettings,
} from '@ferry/contracts';
import { isNormalisedWidgetParams } from '@ferry/rules';

/**
 * A check of what the browser's storage gives back, which anyone with the page can change. They
 * are plain type guards (contracts' guards.ts) rather than zod schemas: they run before the first screen, whose bundle
 * carries no zod (the widget README says why); each mirrors its contract schema.
 */
const anything = (_value: unknown): _value is unknown => true;
const isProduct = oneOf(PRODUCTS);
const isColorOption = oneOf(THEME_COLOR_OPTIONS);

/** contracts ThemeSettings: a colour mode, and colours only under the theme's colour options. */
const isThemeSettings = (value: unknown): value is ThemeSettings =>
  isObject(value) &&
  oneOf(COLOR_MODES)(value.colorMode) &&
  isObject(value.colors) &&
  Object.entries(value.colors).every(([name, color]) => isColorOption(name) && isString(color));

/**
 * Everything the widget keeps across a reload (spec 001 section 2), with the check it is read
 * back with. Items whose shape later issues define (quote, KYC forms, order) are opaque until then.
 */
export const sessionSchemas = {
  quote: anything,
  kycForms: anything,
  buyOrSellFlow: isProduct,
  /**
   * The product of the journey in progress (spec 000 "Stored locally"): the exchange's Buy or Sell,
   * or the off-ramp stream once its onboarding starts. The partner's parameters of this product
   * apply to the shell (hideMenu per flow, spec 001 section 2).
   */
  currentProductId: isProduct,
  productsAvailed: listOf(isProduct),
  order: anything,
  navigationHistory: listOf(isString),
  theme: isThemeSettings,
  queryParams: (value: unknown): value is Record<string, string> => isObject(value) && Object.values(value).every(isString),
  walletAddress: isString,
  email: isString,
  initQueryString: isString,
  authToken: (value: unknown): value is string => isString(value) && value.length > 0,
  /** The partner's parameters validated and normalised per offered product (spec 000 section 4). */
  widgetParams: isNormalisedWidgetParams,
  /**
   * The query the trusted parameters came from (a signed URL as it arrived, or a partner
   * session's signedQuery): the server checks its signature again wherever it uses them.
   */
  trustedQuery: isString,
  /**
   * The origin of the page that framed the widget, captured at start-up (host/host-origin.ts), so
   * events after a full-page redirect (3DS, bank page, landing page) still reach that page only.
   */
  hostOrigin: isString,
  /** The partner opted in to the funnel's analytics events in the handshake (app/host-link.ts). */
  hostAnalytics: (value: unknown): value is boolean => typeof value === 'boolean',
} as const satisfies Record<string, Guard<unknown>>;

export type SessionKey = keyof typeof sessionSchemas;
export type SessionValue<K extends SessionKey> = (typeof sessionSchemas)[K] extends Guard<infer T> ? T : never;
export const SESSION_KEYS = Object.keys(sessionSchemas) as SessionKey[];

/**
 * The login outlives the tab (spec 000: the authToken is stored locally, so a new tab is still
 * signed in); the rest belongs to one tab's journey and lives in session storage.
 */
export const LOCAL_KEYS: ReadonlySet<SessionKey> = new Set<SessionKey>(['authToken']);
