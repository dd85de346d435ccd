import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe("the hosted card form in the widget's theme (issue 19)", () => {
  it('draws its fields with the theme it is given: dark mode and partner colours', async () => {
    const query = new URLSearchParams({ mode: 'dark', text: '#f1f4fa', field: '#1c212b', border: '#2a303b', brand: '#ff5500', error: '#ff6b70', label: '#c9cfda', placeholder: '#a3abbb' });
    const page = (await t.app.inject({ url: `/sandbox/card-gateway/card-form?${query}` })).body;
    expect(page).toContain('color-scheme:dark');
    expect(page).toContain('--field:#1c212b');
    expect(page).toContain('--brand:#ff5500');
    expect(page).toContain('--text:#f1f4fa');
  });

  it('ignores anything that is not a hex colour, so nothing else reaches its stylesheet', async () => {
    const query = new URLSearchParams({ mode: 'dark</style>', brand: 'red;}body{display:none', field: '</style><script>alert(1)</script>' });
    const res = await t.app.inject({ url: `/sandbox/card-gateway/card-form?${query}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('color-scheme:light');
    expect(res.body).toContain('--brand:#3d5afe');
    expect(res.body).not.toContain('alert(1)');
    expect(res.body).not.toContain('display:none');
  });

  it("speaks the widget's language (locale=de), English for any other or no locale", async () => {
    const german = (await t.app.inject({ url: '/sandbox/card-gateway/card-form?locale=de' })).body;
    expect(german).toContain('<html lang="de"');
    expect(german).toContain('<label for="card-number">Kartennummer</label>');
    expect(german).toContain('<label for="expiry-date">Ablaufdatum</label>');
    expect(german).toContain('placeholder="MM/JJ"');
    expect(german).toContain('<title>Kartendaten</title>');
    for (const locale of ['fr', '"><script>', '']) {
      const page = (await t.app.inject({ url: `/sandbox/card-gateway/card-form?locale=${encodeURIComponent(locale)}` })).body;
      expect(page).toContain('<html lang="en"');
      expect(page).toContain('<label for="card-number">Card number</label>');
      expect(page).not.toContain('"><script>');
    }
  });

  it('without a theme it keeps the light palette', async () => {
    const page = (await t.app.inject({ url: '/sandbox/card-gateway/card-form' })).body;
    expect(page).toContain('color-scheme:light');
    expect(page).toContain('--field:#f3f5f9');
  });
});
