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

  it('without a theme it keeps the light palette', async () => {
    const page = (await t.app.inject({ url: '/sandbox/card-gateway/card-form' })).body;
    expect(page).toContain('color-scheme:light');
    expect(page).toContain('--field:#f3f5f9');
  });
});
