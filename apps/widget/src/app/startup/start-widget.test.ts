import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postOrderEvent } from '../../host/order-events.js';
import { fakeApi } from '../../test/fake-api.js';
import { sessionStore } from '../../stores/session-store.js';
import { startWidget, takeStartRejections } from './start-widget.js';

const stored = { productsAvailed: ['BUY' as const], byProduct: { BUY: { fiatCurrency: 'EUR' } }, rejected: [] };

describe('the start before the first render', () => {
  it('a fresh configuration forgets the previous normalised parameters', async () => {
    sessionStore.set('widgetParams', stored);
    fakeApi({});
    await startWidget('?apiKey=pk_sandbox_demo&fiatCurrency=GBP', new QueryClient());
    expect(sessionStore.get('widgetParams')).toBeUndefined();
    expect(sessionStore.get('initQueryString')).toBe('?apiKey=pk_sandbox_demo&fiatCurrency=GBP');
  });

  it('a reload without a query keeps them, so they are reused', async () => {
    sessionStore.set('queryParams', { apiKey: 'pk_sandbox_demo' });
    sessionStore.set('widgetParams', stored);
    fakeApi({});
    await startWidget('', new QueryClient());
    expect(sessionStore.get('widgetParams')).toEqual(stored);
  });

  it('a partner session becomes the query, its signedQuery the trusted source, and a spent one is reported', async () => {
    fakeApi({
      session: {
        status: 200,
        body: {
          response: {
            partnerApiKey: 'pk_sandbox_demo',
            authContext: { userAccessToken: null },
            widgetParams: { fiatCurrency: 'GBP', walletAddress: '0xabc' },
            signedQuery: 'apiKey=pk_sandbox_demo&fiatCurrency=GBP&walletAddress=0xabc&signature=x',
          },
        },
      },
    });
    await startWidget('?sessionId=ws_1', new QueryClient());
    expect(sessionStore.get('queryParams')).toEqual({ apiKey: 'pk_sandbox_demo', fiatCurrency: 'GBP', walletAddress: '0xabc' });
    expect(sessionStore.get('trustedQuery')).toBe('apiKey=pk_sandbox_demo&fiatCurrency=GBP&walletAddress=0xabc&signature=x');
    expect(takeStartRejections()).toEqual([]);

    fakeApi({ session: { status: 410, body: { statusCode: 410, code: 'WIDGET_SESSION_INVALID', message: 'spent' } } });
    await startWidget('?apiKey=pk_sandbox_demo&sessionId=ws_1', new QueryClient());
    expect(takeStartRejections()).toEqual([{ name: 'sessionId', value: '', reason: 'spent' }]);
    expect(sessionStore.get('trustedQuery')).toBeUndefined();
  });
});

describe("the start captures the host page's origin for the widget events", () => {
  const parent = { postMessage: vi.fn() };
  const setReferrer = (referrer: string) => Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  const ownParent = Object.getOwnPropertyDescriptor(window, 'parent');
  afterEach(() => {
    if (ownParent) Object.defineProperty(window, 'parent', ownParent);
    else Reflect.deleteProperty(window, 'parent');
    Reflect.deleteProperty(document, 'referrer');
  });

  it('a framed start keeps the host origin through a reload after the bank page, so events still reach the host', async () => {
    Object.defineProperty(window, 'parent', { value: parent, configurable: true });
    fakeApi({});
    setReferrer('https://partner.example/shop');
    await startWidget('?apiKey=pk_sandbox_demo', new QueryClient());
    setReferrer('http://localhost:3000/sandbox/card-gateway/bank/pay_1');
    await startWidget('?orderId=6f1c1e0e-52b5-4f3e-9a83-0d7c7a1f0b11', new QueryClient());

    postOrderEvent('order-successful', { id: 'o-1', status: 'PROCESSING' });
    // Each start tells the host it is initialised, at the host's origin too.
    expect(parent.postMessage).toHaveBeenCalledWith({ channel: 'ferry', version: 1, type: 'initialised' }, 'https://partner.example');
    expect(parent.postMessage).toHaveBeenCalledWith(
      { channel: 'ferry', version: 1, type: 'order-successful', orderId: 'o-1', status: 'PROCESSING' },
      'https://partner.example',
    );
  });
});
