import type { Config } from '../config/env.js';
import { createHeaderGeoIp, createSandboxGeoIp, type GeoIpProvider } from './geo-ip/geo-ip.js';

/** Every outside service Ferry talks to, each behind its interface. */
export type Providers = {
  geoIp: GeoIpProvider;
};

export function createProviders(config: Config): Providers {
  return {
    geoIp: config.IP_COUNTRY_HEADER
      ? createHeaderGeoIp(config.IP_COUNTRY_HEADER)
      : createSandboxGeoIp(config.SANDBOX_IP_COUNTRY),
  };
}
