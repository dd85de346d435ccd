export { normaliseWidgetParams } from './normalise-widget-params.js';
export { isNormalisedWidgetParams } from './stored-params.js';
export type { WidgetParamsContext } from './normalise-widget-params.js';
export type { RawWidgetQuery, SearchParamsLike } from './read-raw.js';
export { widgetParamsToQuery } from './to-query.js';
export { allowedCountries, enabledPaymentMethods } from './allowed-sets.js';
export { NFT_PARAMS, ONE_CLICK_PARAMS, PARAMS_HANDLED_ELSEWHERE } from './param-kinds.js';
