import { describe, expect, it } from 'vitest';
import {
  DEFAULT_API_KEYS,
  environmentFromHostname,
  environmentSettings,
  isLocalHostname,
} from './environment.js';

describe('environment is chosen from the host name (spec 000 section 9)', () => {
  it.each([
    ['dev.ferry.example', 'dev'],
    ['widget-dev.ferry.example', 'dev'],
    ['stg.ferry.example', 'stg'],
    ['global-stg.ferry.example', 'stg'],
    ['widget.staging.ferry.example', 'stg'],
    ['beta.ferry.example', 'beta'],
    ['prod.ferry.example', 'prod'],
    ['global.ferry.example', 'prod'],
    ['ferry.example', 'prod'],
  ] as const)('%s is %s', (hostname, environment) => {
    expect(environmentFromHostname(hostname)).toBe(environment);
  });

  it('a word merely starting with an environment name does not count', () => {
    expect(environmentFromHostname('devices.ferry.example')).toBe('prod');
    expect(environmentFromHostname('betamax.example')).toBe('prod');
  });

  it('the top-level domain is not read as an environment', () => {
    expect(environmentFromHostname('ferry.dev')).toBe('prod');
  });

  it('host names are compared case-insensitively', () => {
    expect(environmentFromHostname('DEV.Ferry.Example.')).toBe('dev');
  });
});

describe('local hosts use staging settings', () => {
  it.each(['localhost', '127.0.0.1', '127.1.2.3', '0.0.0.0', '::1', '[::1]', 'ferry.localhost', 'mac.local', ''])(
    '%s is local and staging',
    (hostname) => {
      expect(isLocalHostname(hostname)).toBe(true);
      expect(environmentFromHostname(hostname)).toBe('stg');
    },
  );

  it('a public host is not local', () => {
    expect(isLocalHostname('ferry.example')).toBe(false);
    expect(isLocalHostname('localhost.ferry.example')).toBe(false);
  });
});

describe('the default widget API key differs by environment', () => {
  it('local and staging default to the sandbox demo partner', () => {
    expect(environmentSettings('localhost').defaultApiKey).toBe('pk_sandbox_demo');
    expect(environmentSettings('stg.ferry.example').defaultApiKey).toBe('pk_sandbox_demo');
  });

  it('each environment has its own key', () => {
    const keys = Object.values(DEFAULT_API_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('settings say whether the host is local', () => {
    expect(environmentSettings('127.0.0.1')).toEqual({
      environment: 'stg',
      isLocal: true,
      defaultApiKey: 'pk_sandbox_demo',
    });
    expect(environmentSettings('ferry.example')).toEqual({
      environment: 'prod',
      isLocal: false,
      defaultApiKey: DEFAULT_API_KEYS.prod,
    });
  });
});
