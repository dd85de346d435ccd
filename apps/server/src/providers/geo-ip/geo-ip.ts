/** Finds the country of a caller. A real adapter reads a CDN or proxy header; see below. */
export interface GeoIpProvider {
  readonly name: string;
  readonly isSandbox: boolean;
  countryOf(request: { ip: string; headers: Record<string, string | string[] | undefined> }): string | null;
}

const ALPHA2 = /^[A-Z]{2}$/;

/** Trusts a country header set by the edge in front of Ferry (for example CF-IPCountry). */
export function createHeaderGeoIp(headerName: string): GeoIpProvider {
  const header = headerName.toLowerCase();
  return {
    name: `header:${header}`,
    isSandbox: false,
    countryOf({ headers }) {
      const value = headers[header];
      const country = (Array.isArray(value) ? value[0] : value)?.toUpperCase();
      return country && ALPHA2.test(country) ? country : null;
    },
  };
}

/**
 * Sandbox: local and private addresses come from the configured sandbox country; the
 * X-Sandbox-Country header lets a tester pretend to be elsewhere (sandbox mode only).
 */
export function createSandboxGeoIp(defaultCountry: string): GeoIpProvider {
  return {
    name: 'sandbox',
    isSandbox: true,
    countryOf({ headers }) {
      const value = headers['x-sandbox-country'];
      const requested = (Array.isArray(value) ? value[0] : value)?.toUpperCase();
      if (requested && ALPHA2.test(requested)) return requested;
      return defaultCountry;
    },
  };
}
