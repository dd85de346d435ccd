import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exitRequest } from '../host/exit-request.js';
import { sessionStore } from '../stores/session-store.js';
import { framedByHost, HOST, hostSends } from '../test/host-page.js';
import { linkHost } from './host-link.js';

const base = { channel: 'ferry', version: 1 };

vi.mock('../api/partner-session/logout.js', () => ({ logout: vi.fn(async () => ({ isLoggedOut: true })) }));

let postMessage: ReturnType<typeof vi.fn<(message: unknown, origin: string) => void>>;
let unlink: () => void;
beforeEach(() => {
  sessionStore.remove('hostOrigin');
  sessionStore.remove('authToken');
  postMessage = vi.fn<(message: unknown, origin: string) => void>();
  vi.spyOn(window, 'postMessage').mockImplementation(postMessage as never);
});
afterEach(() => {
  unlink?.();
  vi.restoreAllMocks();
});

describe('the handshake fixes the host origin and the widget answers initialised', () => {
  it('posts initialised once at start when the host origin is known, to that origin only', () => {
    sessionStore.set('hostOrigin', HOST);
    unlink = linkHost(new QueryClient(), framedByHost);
    hostSends({ ...base, type: 'handshake' });
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith({ ...base, type: 'initialised' }, HOST);
  });

  it('learns the origin from the first handshake of its host window when nothing named it', () => {
    unlink = linkHost(new QueryClient(), framedByHost);
    expect(postMessage).not.toHaveBeenCalled();
    hostSends({ ...base, type: 'handshake', analytics: true });
    expect(sessionStore.get('hostOrigin')).toBe(HOST);
    expect(sessionStore.get('hostAnalytics')).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ ...base, type: 'initialised' }, HOST);
  });

  it('refuses a handshake from another origin once the origin is fixed, and says so in the console', async () => {
    sessionStore.set('hostOrigin', HOST);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    unlink = linkHost(new QueryClient(), framedByHost);
    postMessage.mockClear();
    hostSends({ ...base, type: 'get-user' }, 'https://evil.example');
    expect(postMessage).not.toHaveBeenCalled();
    expect(sessionStore.get('hostOrigin')).toBe(HOST);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[Ferry\] a message from https:\/\/evil\.example was ignored/)));
  });

  it('ignores requests before any origin is fixed, and messages of another version', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    unlink = linkHost(new QueryClient(), framedByHost);
    hostSends({ ...base, type: 'get-user' });
    hostSends({ channel: 'ferry', version: 2, type: 'handshake' });
    expect(postMessage).not.toHaveBeenCalled();
    expect(sessionStore.get('hostOrigin')).toBeUndefined();
  });
});

describe('get-user and logout-user', () => {
  it('answers get-user with whether the user is logged in and nothing else', () => {
    sessionStore.set('hostOrigin', HOST);
    sessionStore.set('email', 'ada@example.com');
    sessionStore.set('authToken', 'token-1');
    unlink = linkHost(new QueryClient(), framedByHost);
    hostSends({ ...base, type: 'get-user' });
    expect(postMessage).toHaveBeenLastCalledWith({ ...base, type: 'user', isLoggedIn: true }, HOST);
    expect(JSON.stringify(postMessage.mock.calls)).not.toContain('ada@example.com');
  });

  it('logs out on logout-user', async () => {
    sessionStore.set('hostOrigin', HOST);
    sessionStore.set('authToken', 'token-1');
    unlink = linkHost(new QueryClient(), framedByHost);
    hostSends({ ...base, type: 'logout-user' });
    await vi.waitFor(() => expect(sessionStore.get('authToken')).toBeUndefined());
    hostSends({ ...base, type: 'get-user' });
    expect(postMessage).toHaveBeenLastCalledWith({ ...base, type: 'user', isLoggedIn: false }, HOST);
  });
});

describe('close-request', () => {
  afterEach(() => exitRequest.answer());

  it('is kept for the confirm-exit dialog when the host asks', () => {
    sessionStore.set('hostOrigin', HOST);
    unlink = linkHost(new QueryClient(), framedByHost);
    hostSends({ ...base, type: 'close-request', extra: { toString: 'x' } });
    expect(exitRequest.isAsked()).toBe(true);
  });

  it('from another window asks nothing', () => {
    sessionStore.set('hostOrigin', HOST);
    const other = window.open('about:blank');
    unlink = linkHost(new QueryClient(), framedByHost);
    window.dispatchEvent(new MessageEvent('message', { data: { ...base, type: 'close-request' }, origin: HOST, source: other }));
    expect(exitRequest.isAsked()).toBe(false);
  });

  it.each([{ type: 'close-request' }, { channel: 'ferry', type: 'close-request' }, { channel: 'ferry', version: 2, type: 'close-request' }, 'close-request', null])(
    'a message outside the protocol (%j) asks nothing',
    (data) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      sessionStore.set('hostOrigin', HOST);
      unlink = linkHost(new QueryClient(), framedByHost);
      hostSends(data);
      expect(exitRequest.isAsked()).toBe(false);
    },
  );
});
