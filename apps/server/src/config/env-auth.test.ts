import { describe, expect, it } from 'vitest';
import { parseEnv, productionProblems } from './env.js';

const production = {
  FERRY_MODE: 'production',
  DATABASE_URL: 'postgres://db/ferry',
  IP_COUNTRY_HEADER: 'cf-ipcountry',
};

describe('sign-in secrets and providers in production mode', () => {
  it('refuses the default sandbox secrets and the sandbox mailbox', () => {
    const problems = productionProblems(parseEnv(production)).join('\n');
    expect(problems).toMatch(/AUTH_SECRET/);
    expect(problems).toMatch(/BOT_CHECK_HMAC_KEY/);
    expect(problems).toMatch(/SMTP_URL/);
  });

  it('starts with its own secrets and SMTP, or with hCaptcha instead of the ALTCHA key', () => {
    const own = {
      ...production,
      AUTH_SECRET: 'a'.repeat(40),
      SMTP_URL: 'smtps://user:pass@mail.example:465',
    };
    const signInProblems = (env: Record<string, string>) =>
      productionProblems(parseEnv(env)).filter((problem) =>
        /AUTH_SECRET|BOT_CHECK|HCAPTCHA|SMTP/.test(problem),
      );
    expect(signInProblems({ ...own, BOT_CHECK_HMAC_KEY: 'b'.repeat(40) })).toEqual([]);
    expect(signInProblems({ ...own, HCAPTCHA_SECRET: 'x', HCAPTCHA_SITE_KEY: 'y' })).toEqual([]);
    expect(signInProblems(own)).toHaveLength(1);
  });

  it('refuses secrets shorter than 32 characters and a mail URL that is not SMTP', () => {
    expect(() => parseEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET/);
    expect(() => parseEnv({ BOT_CHECK_HMAC_KEY: 'short' })).toThrow(/BOT_CHECK_HMAC_KEY/);
    expect(() => parseEnv({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
  });
});
