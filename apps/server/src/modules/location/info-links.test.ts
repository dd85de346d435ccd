import { DEFAULT_INFO_LINKS, InitWidgetResponse } from '@ferry/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.js';

describe("init-widget gives the addresses of Ferry's information pages", () => {
  it('by default every link is a page Ferry serves itself: no host that does not exist', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ url: '/api/v1/init-widget?hostname=wallet.example' });
      const { links } = InitWidgetResponse.parse(res.json().response);
      expect(links).toEqual(DEFAULT_INFO_LINKS);
      for (const link of Object.values(links ?? {})) expect(link === null || link.startsWith('/')).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('a production deployment sets them in its environment: SUPPORT_URL, TERMS_OF_SERVICE_URL, COMPLIANCE_EMAIL, ...', async () => {
    const t = await createTestApp({
      env: { SUPPORT_URL: 'https://help.ferry-pay.com', TERMS_OF_SERVICE_URL: 'https://ferry-pay.com/terms', COMPLIANCE_EMAIL: 'compliance@ferry-pay.com', SUPPORT_EMAIL: 'help@ferry-pay.com' },
    });
    try {
      const links = (await t.app.inject({ url: '/api/v1/init-widget?hostname=wallet.example' })).json().response.links;
      expect(links).toMatchObject({
        support: 'https://help.ferry-pay.com',
        termsOfService: 'https://ferry-pay.com/terms',
        compliance: 'mailto:compliance@ferry-pay.com',
        supportContact: 'mailto:help@ferry-pay.com',
        privacyPolicy: '/privacy-policy',
      });
    } finally {
      await t.close();
    }
  });

  it('refuses a page address that is not an http(s) URL at start', async () => {
    await expect(createTestApp({ env: { SUPPORT_URL: 'javascript:alert(1)' } })).rejects.toThrow(/SUPPORT_URL/);
  });
});
