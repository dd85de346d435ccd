import { describe, expect, it } from 'vitest';
import { webhookEndpointProblem } from './webhook-endpoint-url.js';

const sandbox = { isSandbox: true };
const production = { isSandbox: false };

describe('webhook endpoint URLs', () => {
  it('https URLs are accepted in both modes', () => {
    expect(webhookEndpointProblem('https://hooks.example.com/ferry?x=1', production)).toBeNull();
    expect(webhookEndpointProblem('https://hooks.example.com:8443/ferry', sandbox)).toBeNull();
  });

  it('in sandbox mode http is allowed to localhost only', () => {
    for (const url of ['http://localhost:3000/hook', 'http://127.0.0.1:4000/', 'http://[::1]:4000/', 'http://shop.localhost/hook']) expect(webhookEndpointProblem(url, sandbox), url).toBeNull();
    expect(webhookEndpointProblem('http://example.com/hook', sandbox)).toBe('The webhook endpoint must use https (http is allowed to localhost in sandbox mode).');
  });

  it('in production https only, and never this machine or a private network', () => {
    expect(webhookEndpointProblem('http://localhost:3000/hook', production)).toBe('The webhook endpoint must use https.');
    for (const url of ['https://localhost/hook', 'https://127.0.0.1/', 'https://10.0.0.5/', 'https://192.168.1.1/', 'https://172.16.0.1/', 'https://169.254.169.254/latest', 'https://[::1]/', 'https://[fd00::1]/']) {
      expect(webhookEndpointProblem(url, production), url).toBe('The webhook endpoint must be reachable on the public internet.');
    }
  });

  it('anything but an absolute http(s) URL without credentials is refused', () => {
    expect(webhookEndpointProblem('ftp://example.com/', sandbox)).toBe('The webhook endpoint must be an http(s) URL, not ftp.');
    expect(webhookEndpointProblem('javascript:alert(1)', sandbox)).toBe('The webhook endpoint must be an http(s) URL, not javascript.');
    expect(webhookEndpointProblem('/hook', sandbox)).toBe('The webhook endpoint must be an absolute URL such as https://example.com/webhooks/ferry.');
    expect(webhookEndpointProblem('https://a:b@example.com/', sandbox)).toBe('The webhook endpoint must not carry a user name or password.');
  });
});
