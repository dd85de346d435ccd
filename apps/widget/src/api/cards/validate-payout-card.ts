import { PayoutCardValidation, type ValidatePayoutCardRequest } from '@ferry/contracts';
import { apiRequest } from '../client.js';

/** POST cards/payout/validate (card validate (payout)): saves the new card and starts its verification. */
export function validatePayoutCard(body: ValidatePayoutCardRequest) {
  return apiRequest('cards/payout/validate', { schema: PayoutCardValidation, method: 'POST', body });
}
