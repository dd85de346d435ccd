import type { PartnerInfo } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.js';
import { structure } from '../response-check.js';
import { INITIAL_DATA_CACHE, useStartupParams, type StartupParams } from './startup-params.js';

const partnerInfo = structure<PartnerInfo>({
  apiKey: 'string',
  company: 'string',
  brand: 'string',
  logo: 'string',
  productsAvailed: 'array',
  isNftEnabled: 'boolean',
  buyFeePercentage: 'string',
  sellFeePercentage: 'string',
  kybStatus: 'string',
  status: 'string',
  isFerryOneEnabled: 'boolean',
  removePoweredBy: 'boolean',
  isFerryOwnPartner: 'boolean',
  discountedFlows: 'array?',
  defaultLanguage: 'string',
});

/** GET partners/{apiKey}?hostname: the partner's set-up; fails while it is inactive or not KYB-approved. */
export function getPartner({ apiKey, hostname, signal }: { apiKey: string; hostname: string; signal?: AbortSignal }) {
  return apiRequest(`partners/${encodeURIComponent(apiKey)}`, { schema: partnerInfo, query: { hostname }, signal });
}

export const partnerQueryOptions = ({ apiKey, hostname, isApiKeyWellFormed }: StartupParams) =>
  queryOptions({
    queryKey: ['partner', apiKey, hostname],
    queryFn: ({ signal }) => getPartner({ apiKey, hostname, signal }),
    enabled: isApiKeyWellFormed,
    ...INITIAL_DATA_CACHE,
  });

export function usePartner() {
  return useQuery(partnerQueryOptions(useStartupParams()));
}
