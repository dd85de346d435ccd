import { FcaRiskAssessment } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.js';

export const RISK_ASSESSMENT_QUERY_KEY = ['fca', 'risk-assessment'] as const;

/** GET fca/risk-assessment: the current attempt's questions, never the answer key. */
export function getRiskAssessment(signal?: AbortSignal) {
  return apiRequest('fca/risk-assessment', { schema: FcaRiskAssessment, signal });
}

export const riskAssessmentQueryOptions = () =>
  queryOptions({ queryKey: RISK_ASSESSMENT_QUERY_KEY, queryFn: ({ signal }) => getRiskAssessment(signal) });

export function useRiskAssessment() {
  return useQuery(riskAssessmentQueryOptions());
}
