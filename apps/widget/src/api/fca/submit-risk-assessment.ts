import { FcaRiskAssessmentResult, type FcaRiskAssessmentSubmitRequest } from '@ferry/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../client.js';

/** POST fca/risk-assessment: the answers of the current attempt, scored by the server. */
export function submitRiskAssessment(body: FcaRiskAssessmentSubmitRequest) {
  return apiRequest('fca/risk-assessment', { schema: FcaRiskAssessmentResult, method: 'POST', body });
}

export function useSubmitRiskAssessment() {
  return useMutation({ mutationFn: submitRiskAssessment });
}
