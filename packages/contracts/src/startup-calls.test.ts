import { describe, expect, it } from 'vitest';
import { startupCallPaths } from './startup-calls.js';

describe('the start-up calls', () => {
  it('are the widget and reference calls, and the partner calls with a key', () => {
    expect(startupCallPaths('shop.example', 'pk_live_1')).toEqual([
      'init-widget?hostname=shop.example',
      'countries',
      'get/country',
      'partners/pk_live_1?hostname=shop.example',
      'fiat-currencies?apiKey=pk_live_1',
      'crypto-currencies?partnerApiKey=pk_live_1',
    ]);
    expect(startupCallPaths('shop.example', undefined)).toEqual(['init-widget?hostname=shop.example', 'countries', 'get/country']);
  });

  it('encode the host and the key as the query and path they are', () => {
    expect(startupCallPaths('a b&c', 'k-1')[0]).toBe('init-widget?hostname=a+b%26c');
    expect(startupCallPaths('x', 'k-1')[3]).toBe('partners/k-1?hostname=x');
  });
});
