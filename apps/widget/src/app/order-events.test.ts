import { describe, expect, it, vi } from 'vitest';
import { postOrderEvent } from './order-events.js';

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
