import { SANDBOX_PARTNER_KEYS, type Environment } from '@ferry/contracts';

/** What the widget needs to know about the deployment it runs in (spec 000 section 9). */
export interface EnvironmentSettings {
  environment: Environment;
  /** Served from the developer's machine; such hosts use staging settings. */
  isLocal: boolean;
  /** Partner key used when the widget URL carries no apiKey. */
  defaultApiKey: string;
}

/**
 * The default widget key differs by environment. Local hosts and staging open the sandbox demo
 * partner so that a bare URL shows a working widget; beta and production open the product's own
 * live keys, which a sandbox database does not hold (a partner must then pass its apiKey).
 */
export const DEFAULT_API_KEYS: Readonly<Record<Environment, string>> = {
  dev: SANDBOX_PARTNER_KEYS.ferry,
  stg: SANDBOX_PARTNER_KEYS.demo,
  beta: 'pk_beta_ferry',
  prod: 'pk_live_ferry',
};

const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal'];
const ENVIRONMENT_WORDS: ReadonlyArray<readonly [string, Environment]> = [
  ['dev', 'dev'],
  ['development', 'dev'],
  ['stg', 'stg'],
  ['staging', 'stg'],
  ['beta', 'beta'],
  ['prod', 'prod'],
  ['production', 'prod'],
];

function normaliseHostname(hostname: string): string {
  return hostname.trim().toLowerCase().replace(/\.$/, '').replace(/^\[(.*)\]$/, '$1');
}

/** localhost, loopback and unspecified addresses, private .local/.localhost names. */
export function isLocalHostname(hostname: string): boolean {
  const host = normaliseHostname(hostname);
  if (host === '' || host === 'localhost' || host === '0.0.0.0' || host === '::1') return true;
  if (/^127(\.\d{1,3}){3}$/.test(host)) return true;
  return LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

/**
 * The environment named in the host: a label or a dash-separated part of a label reading dev,
 * stg, beta or prod (`dev.ferry.example`, `widget-stg.ferry.example`). The top-level domain is
 * not read, so `ferry.dev` is production. A host naming none is production.
 */
export function environmentFromHostname(hostname: string): Environment {
  if (isLocalHostname(hostname)) return 'stg';
  const labels = normaliseHostname(hostname).split('.').slice(0, -1);
  const words = new Set(labels.flatMap((label) => label.split('-')));
  for (const [word, environment] of ENVIRONMENT_WORDS) {
    if (words.has(word)) return environment;
  }
  return 'prod';
}

export function environmentSettings(hostname: string): EnvironmentSettings {
  const environment = environmentFromHostname(hostname);
  return {
    environment,
    isLocal: isLocalHostname(hostname),
    defaultApiKey: DEFAULT_API_KEYS[environment],
  };
}
