import type {
  NormalisedWidgetParams,
  Product,
  RejectedWidgetParam,
  WidgetParams,
} from '@ferry/contracts';
import { allowedSetsFrom } from './allowed-sets.js';
import type { AllowedSetsContext } from './allowed-sets.js';
import { applyCommonRules } from './common-rules.js';
import { offeredProducts } from './offered-products.js';
import { parseRawParams } from './parse-params.js';
import { normaliseForProduct } from './product-rules.js';
import type { RawWidgetQuery } from './read-raw.js';
import { uniqueRejections } from './rejection.js';
import { isNormalisedWidgetParams } from './stored-params.js';

export interface WidgetParamsContext extends AllowedSetsContext {
  /** Stored queryParams: reused instead of recomputing when present and well formed. */
  stored?: NormalisedWidgetParams;
}

/** Stored data comes from the browser's storage, so it is parsed, and ignored if malformed. */
function readStored(stored: unknown): NormalisedWidgetParams | undefined {
  return isNormalisedWidgetParams(stored) ? stored : undefined;
}

/**
 * Validates the widget's query parameters (spec 000 section 5 "Query parameters") and
 * normalises them once per offered product (spec 000 section 4). Never throws: whatever is
 * refused is listed in `rejected` with its reason.
 */
export function normaliseWidgetParams(
  raw: RawWidgetQuery,
  context: WidgetParamsContext,
): NormalisedWidgetParams {
  const sets = allowedSetsFrom(context);
  const parsed = parseRawParams(raw, sets);
  const stored = readStored(context.stored);
  const offered = offeredProducts({
    partnerProducts: context.partner.productsAvailed,
    fromUrl: parsed.params.productsAvailed,
    stored: stored?.productsAvailed,
  });
  const needsComputing = !stored || offered.some((product) => !stored.byProduct[product]);
  const common = needsComputing
    ? applyCommonRules(parsed.params, { partner: context.partner, sets })
    : undefined;

  const byProduct: Partial<Record<Product, WidgetParams>> = {};
  for (const product of offered) {
    const reused = stored?.byProduct[product];
    byProduct[product] = reused
      ? { ...reused, productsAvailed: offered }
      : normaliseForProduct(common?.params ?? {}, product, offered);
  }

  const fresh: RejectedWidgetParam[] = common
    ? [...parsed.rejected, ...common.rejected]
    : parsed.rejected.filter((entry) => entry.name === 'productsAvailed');
  return {
    productsAvailed: offered,
    byProduct,
    rejected: uniqueRejections([...(stored?.rejected ?? []), ...fresh]),
  };
}
