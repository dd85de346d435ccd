import { normalizeIP } from '@fastify/rate-limit';

/**
 * The rate-limit key of a client address: an IPv4 address as it is; an IPv6 address by its /64
 * network, as one household or host usually holds a whole /64 (and could rotate through it),
 * and an IPv4-mapped IPv6 address as its IPv4 address. The common IPv4 case skips the plugin's
 * IPv6 parsing: this runs on every API request (`npm run bench`).
 */
export const rateLimitKeyOf = (ip: string): string => (ip.includes(':') ? normalizeIP(ip, 64) : ip);
