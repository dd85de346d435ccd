import { describe, expect, it } from 'vitest';
import { readThreeDsReturn } from './three-ds-message.js';

const OWN = 'https://ferry.example';
const frame = {} as Window;
const message = (data: unknown, overrides: { origin?: string; source?: unknown } = {}) => ({ origin: OWN, source: frame, data, ...overrides }) as MessageEvent;

describe('the 3DS frame’s way back', () => {
  it('accepts the return address posted by the 3DS frame on the widget’s own origin', () => {
    expect(readThreeDsReturn(message({ channel: 'ferry-3ds', path: '/user/paymentstatus?orderId=o1&cko-session-id=pay_1' }), frame, OWN)).toBe(
      '/user/paymentstatus?orderId=o1&cko-session-id=pay_1',
    );
    expect(readThreeDsReturn(message({ channel: 'ferry-3ds', path: '/googlepay?orderId=o1&result=failed' }), frame, OWN)).toBe('/googlepay?orderId=o1&result=failed');
  });
  it('refuses another origin, another window, another channel or another page', () => {
    const good = { channel: 'ferry-3ds', path: '/user/paymentstatus?orderId=o1' };
    expect(readThreeDsReturn(message(good, { origin: 'https://evil.example' }), frame, OWN)).toBeNull();
    expect(readThreeDsReturn(message(good, { source: {} }), frame, OWN)).toBeNull();
    expect(readThreeDsReturn(message(good), null, OWN)).toBeNull();
    expect(readThreeDsReturn(message({ ...good, channel: 'ferry' }), frame, OWN)).toBeNull();
    expect(readThreeDsReturn(message({ channel: 'ferry-3ds', path: '/user/profile' }), frame, OWN)).toBeNull();
    expect(readThreeDsReturn(message({ channel: 'ferry-3ds', path: 'https://evil.example/user/paymentstatus' }), frame, OWN)).toBeNull();
    expect(readThreeDsReturn(message({ channel: 'ferry-3ds', path: '//evil.example/user/paymentstatus' }), frame, OWN)).toBeNull();
  });
});
