import { describe, expect, it } from 'vitest';
import { titleFromPath } from './title-from-path.js';

describe('the header title defaults to a name derived from the path', () => {
  it.each([
    ['/menu', 'Menu'],
    ['/possible-crypto-scam-warning', 'Possible Crypto Scam Warning'],
    ['/user/orderForms/billingAddress', 'Billing Address'],
    ['/user/kyc-forms/personalDetails', 'Personal Details'],
    ['/user/order/123456', 'Order'],
    ['/user/order/3f2a9c1e-8b7d-4e5f-9a0b-1c2d3e4f5a6b', 'Order'],
    ['/user/off-ramp-stream/wallets/', 'Wallets'],
    ['/', ''],
    ['/404', ''],
  ])('%s reads %j', (path, title) => {
    expect(titleFromPath(path)).toBe(title);
  });
});
