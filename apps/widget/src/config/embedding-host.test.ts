import { describe, expect, it } from 'vitest';
import { embeddingHostname, isInFrame, referrerOrigin } from './embedding-host.js';

const topWindow = () => {
  const win = { self: null as unknown, top: null as unknown, location: { hostname: 'widget.ferry.example' } };
  win.self = win;
  win.top = win;
  return win;
};
const framedWindow = () => ({ self: {}, top: {}, location: { hostname: 'widget.ferry.example' } });

describe('the embedding host is the page around the widget', () => {
  it('outside a frame it is the widget host itself', () => {
    expect(embeddingHostname(topWindow(), 'https://partner.example/page')).toBe('widget.ferry.example');
  });

  it('inside a frame it is the host of the referrer', () => {
    expect(embeddingHostname(framedWindow(), 'https://shop.partner.example/buy?x=1')).toBe('shop.partner.example');
  });

  it('inside a frame without a referrer it falls back to the widget host', () => {
    expect(embeddingHostname(framedWindow(), '')).toBe('widget.ferry.example');
  });

  it('an iframe check that throws is treated as inside a frame', () => {
    const win = {
      self: {},
      get top(): unknown {
        throw new Error('cross-origin');
      },
      location: { hostname: 'widget.ferry.example' },
    };
    expect(isInFrame(win)).toBe(true);
  });
});

describe('the host origin comes from the referrer', () => {
  it('is the scheme, host and port of the referrer', () => {
    expect(referrerOrigin('https://partner.example:8443/checkout?step=2')).toBe('https://partner.example:8443');
  });

  it.each(['', 'not a url', 'data:text/html,hi'])('is unknown for %j', (referrer) => {
    expect(referrerOrigin(referrer)).toBeNull();
  });
});
