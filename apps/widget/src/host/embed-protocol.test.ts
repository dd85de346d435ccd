import { describe, expect, it, vi } from 'vitest';
import { hostChannel, postToHost, readHostMessage, type HostChannel } from './embed-protocol.js';

const parent = { postMessage: vi.fn() };
const channel: HostChannel = { target: parent, origin: 'https://partner.example' };
const closeRequest = { channel: 'ferry', version: 1, type: 'close-request' };

describe('the widget talks only to the page that framed it', () => {
  it('there is no host when the widget is not framed', () => {
    const win = { parent: null as unknown };
    win.parent = win;
    expect(hostChannel(win, 'https://partner.example')).toBeNull();
  });

  it('the host of a popup is the window that opened it', () => {
    const win = { parent: null as unknown, opener: parent };
    win.parent = win;
    expect(hostChannel(win, 'https://partner.example')).toEqual(channel);
  });

  it('there is no host when the framing origin is unknown', () => {
    expect(hostChannel({ parent }, null)).toBeNull();
  });

  it('the host is the parent window at the origin captured at start-up', () => {
    expect(hostChannel({ parent }, 'https://partner.example')).toEqual(channel);
  });

  it('a close request from the parent at the host origin is read', () => {
    expect(readHostMessage({ source: parent as never, origin: 'https://partner.example', data: closeRequest }, channel)).toEqual(
      closeRequest,
    );
  });

  it('only the protocol fields of a message are read', () => {
    const data = { ...closeRequest, extra: { toString: 'x' } };
    expect(readHostMessage({ source: parent as never, origin: 'https://partner.example', data }, channel)).toEqual(closeRequest);
  });

  it('a close request from another origin is ignored', () => {
    expect(readHostMessage({ source: parent as never, origin: 'https://evil.example', data: closeRequest }, channel)).toBeNull();
  });

  it('a close request from another window is ignored', () => {
    const other = { postMessage: vi.fn() };
    expect(
      readHostMessage({ source: other as never, origin: 'https://partner.example', data: closeRequest }, channel),
    ).toBeNull();
  });

  it.each([{ type: 'close-request' }, { channel: 'ferry', type: 'close-request' }, { channel: 'ferry', version: 2, type: 'close-request' }, { channel: 'ferry', version: 1, type: 'navigate' }, 'close-request', null])(
    'a message outside the protocol (%j) is ignored',
    (data) => {
      expect(readHostMessage({ source: parent as never, origin: 'https://partner.example', data }, channel)).toBeNull();
    },
  );

  it('the close event is posted to the host origin, never to *', () => {
    postToHost(channel, { channel: 'ferry', version: 1, type: 'close' });
    expect(parent.postMessage).toHaveBeenCalledWith({ channel: 'ferry', version: 1, type: 'close' }, 'https://partner.example');
  });
});
