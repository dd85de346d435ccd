import { type VerifyOtpRequest, VerifyOtpResponse } from '@ferry/contracts';
import { apiRequest } from '../client.js';

/** POST auth/verify (verify OTP): answers the access token for the Authorization header. */
export function verifyOtp(body: VerifyOtpRequest) {
  return apiRequest('auth/verify', { method: 'POST', schema: VerifyOtpResponse, body });
}
