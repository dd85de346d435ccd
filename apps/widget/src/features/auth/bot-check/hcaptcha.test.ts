import { afterEach, describe, expect, it, vi } from 'vitest';
import { hcaptchaToken } from './hcaptcha.js';

afterEach(() => {
  delete window.hcaptcha;
});

describe('the hCaptcha path of the bot check', () => {
  it('renders an invisible hCaptcha with the site key, executes it and cleans up', async () => {
    const remove = vi.fn();
    const render = vi.fn(() => 'widget-1');
    window.hcaptcha = { render, execute: vi.fn(async () => ({ response: 'hc-token' })), remove };
    expect(await hcaptchaToken('site-key-1')).toBe('hc-token');
    expect(render).toHaveBeenCalledWith(expect.any(HTMLElement), {
      sitekey: 'site-key-1',
      size: 'invisible',
    });
    expect(remove).toHaveBeenCalledWith('widget-1');
  });
});
