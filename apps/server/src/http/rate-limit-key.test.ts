import { describe, expect, it } from 'vitest';
import { rateLimitKeyOf } from './rate-limit-key.js';

describe('rateLimitKeyOf', () => {
  it('keys an IPv4 address by itself', () => {
    expect(rateLimitKeyOf('203.0.113.9')).toBe('203.0.113.9');
  });

  it('keys every address of one IPv6 /64 the same, whatever its spelling', () => {
    const key = rateLimitKeyOf('2001:db8:85a3:12::1');
    expect(rateLimitKeyOf('2001:0DB8:85a3:0012:ffff:ffff:ffff:fffe')).toBe(key);
    expect(rateLimitKeyOf('2001:db8:85a3:12:0:0:0:2')).toBe(key);
    expect(rateLimitKeyOf('2001:db8:85a3:13::1')).not.toBe(key);
  });

  it('keys an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(rateLimitKeyOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(rateLimitKeyOf('::FFFF:203.0.113.9')).toBe('203.0.113.9');
  });

});
