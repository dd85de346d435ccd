import { describe, expect, it } from 'vitest';
import { isHostAllowed } from './partners.service.js';

describe('partner allowed domains', () => {
  it('allows any host when the partner lists no domains', () => {
    expect(isHostAllowed([], 'anything.example')).toBe(true);
  });
  it('allows a listed domain and its subdomains, and nothing else', () => {
    expect(isHostAllowed(['wallet.example'], 'wallet.example')).toBe(true);
    expect(isHostAllowed(['wallet.example'], 'app.wallet.example')).toBe(true);
    expect(isHostAllowed(['wallet.example'], 'evilwallet.example')).toBe(false);
    expect(isHostAllowed(['wallet.example'], 'wallet.example.evil.example')).toBe(false);
    expect(isHostAllowed(['wallet.example'], undefined)).toBe(false);
  });
});
