import { type KycFormId, type KycFormsMetadata, KycSession } from '@ferry/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../client.js';

export type KycFormsParams = { metadata: Partial<KycFormsMetadata>; onlyFormIds?: KycFormId[] };

/** GET kyc/get-forms: the forms the user still has to fill, decided by the server (spec 000 section 7). */
export function getKycForms({ metadata, onlyFormIds }: KycFormsParams, signal?: AbortSignal) {
  return apiRequest('kyc/get-forms', {
    schema: KycSession,
    query: {
      metadata: JSON.stringify({ formType: 'KYC', ...metadata }),
      onlyFormIds: onlyFormIds?.length ? onlyFormIds.join(',') : undefined,
    },
    signal,
  });
}

export const KYC_FORMS_QUERY_KEY = ['kyc-forms'] as const;

export const kycFormsQueryOptions = (params: KycFormsParams) =>
  queryOptions({
    queryKey: [...KYC_FORMS_QUERY_KEY, params],
    queryFn: ({ signal }) => getKycForms(params, signal),
  });
