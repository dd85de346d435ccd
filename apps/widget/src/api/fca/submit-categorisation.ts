import { type FcaCategorizationRequest, FcaCategorizationResult } from '@ferry/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../client.js';

/** POST fca/categorization: category, name and the answers (spec 001 section 7 "client categorisation"). */
export function submitCategorisation(body: FcaCategorizationRequest) {
  return apiRequest('fca/categorization', { schema: FcaCategorizationResult, method: 'POST', body });
}

export function useSubmitCategorisation() {
  return useMutation({ mutationFn: submitCategorisation });
}
