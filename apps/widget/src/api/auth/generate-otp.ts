import { BOT_CHECK_HEADER, type GenerateOtpRequest, GenerateOtpResponse } from '@ferry/contracts';
import { apiRequest } from '../client.js';

/** POST auth/login (generate OTP): e-mails a code; the bot-check token travels in X-Hcaptcha-Token. */
export function generateOtp(body: GenerateOtpRequest, botCheckToken: string) {
  return apiRequest('auth/login', {
    method: 'POST',
    schema: GenerateOtpResponse,
    body,
    headers: { [BOT_CHECK_HEADER]: botCheckToken },
  });
}
