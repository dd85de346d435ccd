import { describe, expect, it, vi } from 'vitest';
import { hostChannel, postToHost, type HostChannel } from './embed-protocol.js';

const parent = { postMessage: vi.fn() };
const channel: HostChannel = { target: parent, origin: 'https://partner.example' };

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

  it('the close event is posted to the host origin, never to *', () => {
    postToHost(channel, { channel: 'ferry', version: 1, type: 'close' });
    expect(parent.postMessage).toHaveBeenCalledWith({ channel: 'ferry', version: 1, type: 'close' }, 'https://partner.example');
  });
});
