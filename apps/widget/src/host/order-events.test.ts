import { describe, expect, it, vi } from 'vitest';
import { postOrderEvent, postWalletRedirection } from './order-events.js';

describe('order events go to the host page at its origin', () => {
  it("posts order-created to the host's origin, never to '*'", () => {
    const target = { postMessage: vi.fn() };
    postOrderEvent('order-created', { id: 'o-1', status: 'AWAITING_PAYMENT_FROM_USER' }, { target, origin: 'https://partner.example' });
    expect(target.postMessage).toHaveBeenCalledWith(
      { channel: 'ferry', version: 1, type: 'order-created', orderId: 'o-1', status: 'AWAITING_PAYMENT_FROM_USER' },
      'https://partner.example',
    );
  });
  it('posts nothing when the widget is not framed', () => {
    expect(() => postOrderEvent('order-failed', { id: 'o-1', status: 'FAILED' }, null)).not.toThrow();
  });
});

describe('wallet redirection goes to the host page at its origin (spec 001 sections 4 and 6)', () => {
  const order = {
    id: 'o-2',
    status: 'AWAITING_PAYMENT_FROM_USER' as const,
    cryptoAmount: '0.05',
    cryptoCurrency: 'ETH',
    network: 'ethereum',
    cryptoPaymentData: { paymentAddress: '0x1111111111111111111111111111111111111111', cryptoAmountPaid: null },
  };
  it("posts the deposit address, crypto amount, crypto currency, network and order id to the host's origin, never to '*'", () => {
    const target = { postMessage: vi.fn() };
    expect(postWalletRedirection(order, { target, origin: 'https://partner.example' })).toBe(true);
    expect(target.postMessage).toHaveBeenCalledWith(
      {
        channel: 'ferry',
        version: 1,
        type: 'wallet-redirection',
        orderId: 'o-2',
        status: 'AWAITING_PAYMENT_FROM_USER',
        depositAddress: '0x1111111111111111111111111111111111111111',
        cryptoAmount: '0.05',
        cryptoCurrency: 'ETH',
        network: 'ethereum',
      },
      'https://partner.example',
    );
  });
  it('posts nothing, and says so, outside a frame or without a deposit address', () => {
    const target = { postMessage: vi.fn() };
    expect(postWalletRedirection(order, null)).toBe(false);
    expect(postWalletRedirection({ ...order, cryptoPaymentData: null }, { target, origin: 'https://partner.example' })).toBe(false);
    expect(target.postMessage).not.toHaveBeenCalled();
  });
});
