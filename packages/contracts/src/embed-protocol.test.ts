import { describe, expect, it } from 'vitest';
import { hostMessage, parseHostMessage, parseWidgetMessage, widgetMessage } from './embed-protocol.js';

const base = { channel: 'ferry', version: 1 };

describe('the embed protocol refuses what is not its own message', () => {
  it('reads every host message type, rebuilt without extra fields', () => {
    for (const type of ['handshake', 'close-request', 'get-user', 'logout-user'] as const) {
      expect(parseHostMessage({ ...base, type, extra: { evil: true } })).toEqual({ ...base, type });
      expect(parseHostMessage(hostMessage(type))).toEqual(hostMessage(type));
    }
  });

  it('reads the opt-in to analytics in the handshake', () => {
    expect(parseHostMessage({ ...base, type: 'handshake', analytics: true })).toEqual({ ...base, type: 'handshake', analytics: true });
    expect(parseHostMessage({ ...base, type: 'handshake', analytics: 'yes' })).toBeNull();
  });

  it('reads order events with their order id and status only', () => {
    const message = widgetMessage('order-created', { orderId: 'o_1', status: 'AWAITING_PAYMENT_FROM_USER' });
    expect(parseWidgetMessage(Object.assign({ email: 'ada@example.com' }, message))).toEqual(message);
  });

  it('reads the deposit events of the stream and the user answer', () => {
    expect(parseWidgetMessage({ ...base, type: 'deposit-paid-out', depositId: 'd1', status: 'PAID_OUT' })).toEqual({
      ...base,
      type: 'deposit-paid-out',
      depositId: 'd1',
      status: 'PAID_OUT',
    });
    expect(parseWidgetMessage({ ...base, type: 'user', isLoggedIn: false })).toEqual({ ...base, type: 'user', isLoggedIn: false });
  });

  it('refuses an unknown version', () => {
    expect(parseHostMessage({ channel: 'ferry', version: 2, type: 'get-user' })).toBeNull();
    expect(parseHostMessage({ channel: 'ferry', type: 'get-user' })).toBeNull();
    expect(parseWidgetMessage({ channel: 'ferry', version: '1', type: 'close' })).toBeNull();
  });

  it('refuses malformed messages', () => {
    for (const data of [null, undefined, 'close', 42, [], ['ferry'], { type: 'close' }, { ...base }, { ...base, type: 'toString' }, { ...base, type: '__proto__' }]) {
      expect(parseWidgetMessage(data)).toBeNull();
      expect(parseHostMessage(data)).toBeNull();
    }
    expect(parseWidgetMessage({ ...base, type: 'order-created', orderId: 7, status: 'X' })).toBeNull();
    expect(parseWidgetMessage({ ...base, type: 'order-created', status: 'X' })).toBeNull();
    expect(parseWidgetMessage({ ...base, type: 'order-created', orderId: 'x'.repeat(201), status: 'X' })).toBeNull();
    expect(parseWidgetMessage({ ...base, type: 'user', isLoggedIn: 'yes' })).toBeNull();
    expect(parseWidgetMessage({ channel: 'other', version: 1, type: 'close' })).toBeNull();
  });

  it('refuses a message of one direction sent in the other', () => {
    expect(parseHostMessage({ ...base, type: 'close' })).toBeNull();
    expect(parseWidgetMessage({ ...base, type: 'logout-user' })).toBeNull();
  });
});
