import { describe, expect, it } from 'vitest';
import { FILTERED, scrubDeep, scrubReport, scrubText } from './scrub.js';

describe('scrubbing personal data from error reports', () => {
  it('replaces e-mails, tokens and wallet addresses in text', () => {
    const text = scrubText(
      'user ada.lovelace+x@example.co.uk paid with Bearer abc.def-ghi to 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed; jwt eyJhbGciOi.eyJzdWIiOi.sig; /x?ott=ott_123&apiKey=pk_sandbox_demo',
    );
    expect(text).not.toMatch(/ada\.lovelace|abc\.def|0x5aAeb|eyJhbGciOi|ott_123/);
    expect(text).toContain('[email]');
    expect(text).toContain('Bearer [token]');
    expect(text).toContain('[address]');
    expect(text).toContain(`ott=${FILTERED}`);
    expect(text).toContain('apiKey=pk_sandbox_demo');
  });
  it('filters sensitive keys whatever their value, keeps the rest', () => {
    const scrubbed = scrubDeep({ headers: { Authorization: 'abc', 'x-trace-id': 't1' }, body: { walletAddress: 'w', street: '1 Road', fiatAmount: '100' } });
    expect(scrubbed).toEqual({ headers: { Authorization: FILTERED, 'x-trace-id': 't1' }, body: { walletAddress: FILTERED, street: FILTERED, fiatAmount: '100' } });
  });
  it('reduces the user to its id and drops request bodies and cookies', () => {
    const event = scrubReport({ user: { id: 'u1', email: 'a@b.co', ip_address: '1.2.3.4' }, request: { url: '/x?email=a@b.co', cookies: { s: '1' }, data: '{"otp":"123456"}' } });
    expect(event.user).toEqual({ id: 'u1' });
    expect(event.request).toEqual({ url: `/x?email=${FILTERED}`, data: FILTERED });
  });
});
