import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../stores/session-store.js';
import { hostChannel } from './embed-protocol.js';
import { hostOriginAtStart, knownHostOrigin, rememberHostOrigin } from './host-origin.js';
import { postOrderEvent } from './order-events.js';

const HOST = 'https://partner.example';
const GATEWAY_PAGE = 'https://ferry.example/sandbox/card-gateway/3ds/pay_1?session=x';
const order = { id: 'o-1', status: 'PROCESSING' };

function framedWindow(ancestorOrigins?: string[]) {
  const parent = { postMessage: vi.fn() };
  return { parent, location: ancestorOrigins ? { ancestorOrigins } : {} };
}

describe("the host page's origin, captured at start-up (spec 001 section 3 'Widget event names')", () => {
  it("the browser's ancestor origin wins over the referrer and anything stored", () => {
    expect(hostOriginAtStart({ ancestorOrigin: HOST, referrer: GATEWAY_PAGE, stored: 'https://old.example', isFreshStart: false })).toBe(HOST);
  });

  it('a fresh start believes the referrer of the host page that loaded it', () => {
    expect(hostOriginAtStart({ ancestorOrigin: null, referrer: `${HOST}/shop?x=1`, stored: 'https://old.example', isFreshStart: true })).toBe(HOST);
  });

  it('a reload after a full-page redirect keeps the stored origin, not the redirecting page', () => {
    expect(hostOriginAtStart({ ancestorOrigin: null, referrer: GATEWAY_PAGE, stored: HOST, isFreshStart: false })).toBe(HOST);
  });

  it('a start with nothing stored yet falls back to the referrer, and with nothing at all knows no host', () => {
    expect(hostOriginAtStart({ ancestorOrigin: null, referrer: `${HOST}/`, stored: null, isFreshStart: false })).toBe(HOST);
    expect(hostOriginAtStart({ ancestorOrigin: null, referrer: '', stored: null, isFreshStart: true })).toBeNull();
  });

  it("an opaque ('null') or malformed origin counts as unknown", () => {
    expect(hostOriginAtStart({ ancestorOrigin: 'null', referrer: '', stored: 'not an origin', isFreshStart: false })).toBeNull();
  });
});

describe('order events reach the host after a full-page redirect', () => {
  it('an event after the redirect back goes to the origin captured before it, never to the gateway page', () => {
    const win = framedWindow();
    rememberHostOrigin({ isFreshStart: true }, win, `${HOST}/checkout`);
    postOrderEvent('order-created', { id: 'o-1', status: 'AWAITING_PAYMENT_FROM_USER' }, hostChannel(win));

    // The 3DS page sends the frame back to payment status: a new start whose referrer is that page.
    rememberHostOrigin({ isFreshStart: false }, win, GATEWAY_PAGE);
    postOrderEvent('order-successful', order, hostChannel(win));

    expect(win.parent.postMessage.mock.calls).toEqual([
      [{ channel: 'ferry', version: 1, type: 'order-created', orderId: 'o-1', status: 'AWAITING_PAYMENT_FROM_USER' }, HOST],
      [{ channel: 'ferry', version: 1, type: 'order-successful', orderId: 'o-1', status: 'PROCESSING' }, HOST],
    ]);
    expect(sessionStore.get('hostOrigin')).toBe(HOST);
  });

  it('with ancestor origins the redirect cannot mislead it either', () => {
    const win = framedWindow([HOST]);
    rememberHostOrigin({ isFreshStart: false }, win, GATEWAY_PAGE);
    postOrderEvent('order-failed', { id: 'o-1', status: 'FAILED' }, hostChannel(win));
    expect(win.parent.postMessage).toHaveBeenCalledWith({ channel: 'ferry', version: 1, type: 'order-failed', orderId: 'o-1', status: 'FAILED' }, HOST);
  });

  it('posts nothing when no host origin is known', () => {
    const win = framedWindow();
    expect(rememberHostOrigin({ isFreshStart: true }, win, '')).toBeNull();
    postOrderEvent('order-successful', order, hostChannel(win));
    expect(win.parent.postMessage).not.toHaveBeenCalled();
  });

  it('a widget that is not framed forgets any stored host and posts nothing', () => {
    sessionStore.set('hostOrigin', HOST);
    const win = { parent: null as unknown, location: {} };
    win.parent = win;
    expect(rememberHostOrigin({ isFreshStart: true }, win, `${HOST}/`)).toBeNull();
    expect(knownHostOrigin()).toBeNull();
    expect(hostChannel(win)).toBeNull();
  });
});
