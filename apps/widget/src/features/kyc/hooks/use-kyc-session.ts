import type { KycFormId } from '@ferry/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { kycFormsQueryOptions } from '../../../api/kyc/get-kyc-forms.js';
import { useKycFormsParams } from '../model/kyc-params.js';
import { saveKycSession } from '../model/stored-kyc.js';

/**
 * The KYC session (forms still to fill) for the stored quote; kept in the stored kycForms item too.
 * With onlyFormIds, just those forms, done ones included, to update them.
 */
export function useKycSession(onlyFormIds?: KycFormId[]) {
  const journey = useKycFormsParams();
  const params = onlyFormIds ? { ...journey, onlyFormIds } : journey;
  const query = useQuery(kycFormsQueryOptions(params));
  useEffect(() => {
    if (query.data) saveKycSession(query.data);
  }, [query.data]);
  return { ...query, params };
}
