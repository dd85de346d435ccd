import { afterEach, describe, expect, it, vi } from 'vitest';
import { Ferry } from './ferry.js';

const WIDGET = 'https://widget.ferry.test';
const base = { channel: 'ferry', version: 1 };

function widgetSays(ferry: Ferry, data: unknown, { origin = WIDGET, source }: { origin?: string; source?: Window | null } = {}) {
  const frame = document.querySelector('iframe');
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source === undefined ? frame?.contentWindow ?? null : source }));
  return ferry;
}

const made: Ferry[] = [];
function ferryOf(options: ConstructorParameters<typeof Ferry>[0]): Ferry {
  const ferry = new Ferry(options);
  made.push(ferry);
  return ferry;
}

async function opened(options = {}) {
  const ferry = ferryOf({ apiKey: 'pk_sandbox_demo', baseUrl: WIDGET, ...options }).open();
  await Promise.resolve();
  const frame = document.querySelector('iframe')!;
  const post = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
  return { ferry, frame, post };
}

afterEach(() => {
  for (const ferry of made.splice(0)) ferry.destroy();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('the widget URL', () => {
  it('carries the options as query parameters, with the SDK named', () => {
    const ferry = new Ferry({ apiKey: 'pk_sandbox_demo', baseUrl: WIDGET, fiatCurrency: 'EUR', defaultFiatAmount: 250, networks: ['ethereum', 'polygon'], hideMenu: true, walletAddressesData: { coins: {} } });
    const url = new URL(ferry.url);
    expect(url.origin).toBe(WIDGET);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      apiKey: 'pk_sandbox_demo',
      fiatCurrency: 'EUR',
      defaultFiatAmount: '250',
      networks: 'ethereum,polygon',
      hideMenu: 'true',
      walletAddressesData: '{"coins":{}}',
      sdkName: 'FerrySDK',
      sdkVersion: '0.0.0-dev',
    });
  });

  it('opens a signed URL exactly as the partner server signed it, and a widget session by its id', () => {
    const signedUrl = `${WIDGET}/?apiKey=pk_sandbox_signed&walletAddress=0xabc&signature=abc%3D`;
    expect(new Ferry({ signedUrl }).url).toBe(signedUrl);
    expect(new Ferry({ baseUrl: WIDGET, sessionId: 'ws_123' }).url).toBe(`${WIDGET}/?sessionId=ws_123`);
  });

  it('refuses a partner secret: it belongs on the partner server', () => {
    expect(() => new Ferry({ apiKey: 'pk_x', baseUrl: WIDGET, partnerSecret: 'x' })).toThrow(/\[Ferry\] a partner secret must stay on your server/);
    expect(() => new Ferry({ apiKey: 'pk_x', baseUrl: WIDGET, key: 'sk_sandbox_demo' })).toThrow(/secret/);
  });
});

describe('the overlay', () => {
  it('frames the widget with allow="payment", a title and an origin-only referrer', async () => {
    const { frame } = await opened();
    expect(frame.title).toBe('Ferry widget');
    expect(frame.getAttribute('allow')).toContain('payment');
    expect(frame.referrerPolicy).toBe('strict-origin');
    expect(document.querySelector('[role=dialog]')).not.toBeNull();
  });

  it('shakes hands with the widget origin only, never *', async () => {
    const { post } = await opened({ analytics: true });
    vi.useFakeTimers();
    document.querySelector('iframe')!.dispatchEvent(new Event('load'));
    expect(post).toHaveBeenCalledWith({ ...base, type: 'handshake', analytics: true }, WIDGET);
    for (const [, target] of post.mock.calls) expect(target).toBe(WIDGET);
    vi.useRealTimers();
  });

  it('emits the widget events once each, typed, and the close button asks the widget first', async () => {
    const { ferry, post } = await opened();
    const seen: string[] = [];
    ferry.on('initialised', (event) => seen.push(event.type));
    ferry.on('open', (event) => seen.push(event.type));
    ferry.on('order-created', (event) => seen.push(`${event.type}:${event.orderId}`));
    ferry.on('close', (event) => seen.push(event.type));
    widgetSays(ferry, { ...base, type: 'initialised' });
    widgetSays(ferry, { ...base, type: 'initialised' });
    widgetSays(ferry, { ...base, type: 'open' });
    widgetSays(ferry, { ...base, type: 'order-created', orderId: 'o-1', status: 'AWAITING_PAYMENT_FROM_USER' });

    document.querySelector<HTMLButtonElement>('button[aria-label="Close Ferry"]')!.click();
    expect(post).toHaveBeenLastCalledWith({ ...base, type: 'close-request' }, WIDGET);
    expect(document.querySelector('iframe')).not.toBeNull();

    widgetSays(ferry, { ...base, type: 'close' });
    expect(document.querySelector('[role=dialog]')).toBeNull();
    expect(seen).toEqual(['initialised', 'open', 'order-created:o-1', 'close']);
  });

  it('ignores look-alike messages from another origin or another window, malformed ones and other versions', async () => {
    const { ferry } = await opened();
    const handler = vi.fn();
    ferry.on('order-successful', handler).on('initialised', handler);
    const message = { ...base, type: 'order-successful', orderId: 'o-1', status: 'COMPLETED' };
    widgetSays(ferry, message, { origin: 'https://evil.example' });
    widgetSays(ferry, message, { source: window });
    widgetSays(ferry, { ...message, version: 2 });
    widgetSays(ferry, { ...message, orderId: 42 });
    widgetSays(ferry, 'initialised');
    expect(handler).not.toHaveBeenCalled();
    widgetSays(ferry, message);
    expect(handler).toHaveBeenCalledWith(message);
  });

  it('asks whether the user is logged in and logs them out, at the widget origin', async () => {
    const { ferry, post } = await opened();
    ferry.getUser().logoutUser();
    expect(post.mock.calls.slice(-2)).toEqual([
      [{ ...base, type: 'get-user' }, WIDGET],
      [{ ...base, type: 'logout-user' }, WIDGET],
    ]);
    const user = vi.fn();
    widgetSays(ferry.on('user', user), { ...base, type: 'user', isLoggedIn: true });
    expect(user).toHaveBeenCalledWith({ ...base, type: 'user', isLoggedIn: true });
  });
});

describe('embedded', () => {
  it('mounts the same frame into an element and close() removes it with a close event', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const ferry = ferryOf({ apiKey: 'pk_sandbox_demo', baseUrl: WIDGET }).mount(host);
    await Promise.resolve();
    const closed = vi.fn();
    ferry.on('close', closed).off('close', closed).on('close', closed);
    expect(host.querySelector('iframe[title="Ferry widget"]')).not.toBeNull();
    ferry.close();
    expect(host.querySelector('iframe')).toBeNull();
    expect(closed).toHaveBeenCalledTimes(1);
  });
});
