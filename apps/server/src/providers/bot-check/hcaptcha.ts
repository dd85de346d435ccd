import { z } from 'zod';
import type { BotCheckProvider } from './bot-check.js';

const SiteVerifyAnswer = z.object({
  success: z.boolean(),
  'error-codes': z.array(z.string()).optional(),
});

/** hCaptcha, used when HCAPTCHA_SECRET and HCAPTCHA_SITE_KEY are set; hCaptcha itself spends each token once. */
export function createHcaptchaBotCheck({
  secret,
  siteKey,
  fetchImpl = fetch,
  verifyUrl = 'https://api.hcaptcha.com/siteverify',
}: {
  secret: string;
  siteKey: string;
  fetchImpl?: typeof fetch;
  verifyUrl?: string;
}): BotCheckProvider {
  return {
    name: 'hcaptcha',
    async createChallenge() {
      return { provider: 'hcaptcha', siteKey };
    },
    async verify(token) {
      if (!token || token.length > 8192) return 'failed';
      try {
        const response = await fetchImpl(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret, response: token, sitekey: siteKey }).toString(),
          signal: AbortSignal.timeout(5000),
        });
        const answer = SiteVerifyAnswer.safeParse(await response.json());
        if (!answer.success) return 'failed';
        if (answer.data.success) return 'passed';
        return answer.data['error-codes']?.some((code) => code.includes('expired'))
          ? 'expired'
          : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}
