import { type AddBankRequest, Bank } from '@ferry/contracts';
import { apiRequest } from '../client.js';

/** POST banks (bank details): saves a payout bank of the user; the user record then lists it. */
export function addBank(body: AddBankRequest) {
  return apiRequest('banks', { schema: Bank, method: 'POST', body });
}
