import { describe, expect, it } from 'vitest';
import { parseEnv, productionProblems } from './env.js';

describe('the environment', () => {
  it('runs on its embedded defaults: port 8080, sandbox mode, PGlite under ./data', () => {
    const config = parseEnv({});
    expect(config.PORT).toBe(8080);
    expect(config.isSandbox).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', REDIS_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('refuses a malformed variable with a message naming it', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ FERRY_MODE: 'live' })).toThrow(/FERRY_MODE/);
  });

  it('lists the sandbox stand-ins that production mode refuses', () => {
    expect(productionProblems(parseEnv({}))).toEqual([]);
    const problems = productionProblems(parseEnv({ FERRY_MODE: 'production' }));
    expect(problems.join('\n')).toMatch(/DATABASE_URL/);
    expect(problems.join('\n')).toMatch(/IP_COUNTRY_HEADER/);
    expect(problems.join('\n')).toMatch(/CRYPTO_CUSTODY/);
    expect(problems.join('\n')).toMatch(/PAYOUT_PROVIDER/);
  });

  it('splits CORS_ORIGINS into a list', () => {
    expect(parseEnv({ CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});

describe('TRUST_PROXY trusts only real proxies (issue 14)', () => {
  it('is off by default and with false or 0', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
  });

  it('takes a hop count, or a list of proxy addresses and CIDR ranges', () => {
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
  });

  it("refuses 'true' (every hop), names that are not addresses, and absurd counts", () => {
    expect(() => parseEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must be a hop count or proxy addresses/);
    expect(() => parseEnv({ TRUST_PROXY: 'proxy.internal' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY/);
  });
});
