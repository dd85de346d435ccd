import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ExchangePage } from './pages/exchange-page.js';
import { WidgetConfigPage } from './pages/widget-config-page.js';
import { WidgetPage } from './pages/widget-page.js';

const BUY_TITLE = 'Buy Crypto To Your Wallet';
const demoPartner = { 'x-api-key': 'pk_sandbox_demo', 'x-partner-secret': 'sk_sandbox_demo' };

/** How a partner signs a URL: base64 HMAC-SHA256 of the query string, keyed by its secret. */
function signed(query: string, secret: string): string {
  const signature = createHmac('sha256', secret).update(query).digest('base64');
  return `${query}&signature=${encodeURIComponent(signature)}`;
}

test.describe('query parameters configure the widget', () => {
  test('opens with GBP, ETH on ethereum and polygon, card and 300 preselected', async ({ page }) => {
    const widget = new WidgetPage(page);
    const config = new WidgetConfigPage(page);
    await widget.open(
      '/?apiKey=pk_sandbox_demo&fiatCurrency=gbp&cryptoCurrencyCode=eth&networks=ethereum,polygon&paymentMethod=CREDIT_DEBIT_CARD&defaultFiatAmount=300',
    );
    await expect(widget.heading(BUY_TITLE)).toBeVisible();
    const params = await config.storedParams();
    expect(params?.byProduct.BUY).toMatchObject({
      fiatCurrency: 'GBP',
      cryptoCurrencyCode: 'ETH',
      networks: ['ethereum', 'polygon'],
      paymentMethod: 'credit_debit_card',
      defaultFiatAmount: '300',
    });
    expect(params?.rejected).toEqual([]);
    // What the user sees: the exchange reads its defaults from the stored parameters.
    const exchange = new ExchangePage(page);
    await expect(exchange.payInput).toHaveValue('300');
    // fiatCurrency fixes the currency: it is shown, not offered as a choice.
    await expect(exchange.rate).toHaveText(/^1 ETH = [\d.]+ GBP$/);
    await expect(page.getByRole('button', { name: /^Crypto: ETH on (ethereum|polygon)$/ })).toBeVisible();
    await expect(exchange.paymentMethod('Card')).toBeChecked();
  });

  test('products offered are the partner products filtered by the URL', async ({ page }) => {
    const widget = new WidgetPage(page);
    await widget.open('/?apiKey=pk_sandbox_demo&productsAvailed=sell');
    await expect(widget.heading('Sell Crypto From Your Wallet')).toBeVisible();
    await expect(widget.tab('Buy')).toHaveCount(0);
  });

  test('hideMenu: the parameters normalised for the current flow hide the menu (Buy and Sell alike from one URL)', async ({ page }) => {
    const widget = new WidgetPage(page);
    const menu = page.getByRole('link', { name: 'Menu' });
    await widget.open('/?apiKey=pk_sandbox_demo');
    await expect(widget.heading(BUY_TITLE)).toBeVisible();
    await expect(menu).toBeVisible();
    await widget.open('/?apiKey=pk_sandbox_demo&hideMenu=true');
    await expect(widget.heading(BUY_TITLE)).toBeVisible();
    await expect(menu).toHaveCount(0);
    await widget.tab('Sell').click();
    await expect(widget.heading('Sell Crypto From Your Wallet')).toBeVisible();
    await expect(menu).toHaveCount(0);
    // A value the normalisation refuses ('perhaps') leaves the menu.
    await widget.open('/?apiKey=pk_sandbox_demo&hideMenu=perhaps');
    await expect(widget.heading('Sell Crypto From Your Wallet')).toBeVisible();
    await expect(menu).toBeVisible();
  });

  test('bad input never breaks start-up: the widget opens with the rest and the rejections are logged for the partner', async ({
    page,
    request,
  }) => {
    const widget = new WidgetPage(page);
    const config = new WidgetConfigPage(page);
    const marker = `unknown${Date.now()}`;
    const junk = [
      `${marker}=1`,
      'hideMenu=perhaps',
      'userData=%7Bnot-json',
      `exchangeScreenTitle=${'x'.repeat(10_000)}`,
      'defaultFiatAmount=lots',
      'networks=ethereum,atlantis',
    ].join('&');
    await widget.open(`/?apiKey=pk_sandbox_demo&fiatCurrency=GBP&${junk}`);
    await expect(widget.heading(BUY_TITLE)).toBeVisible();
    expect((await config.storedParams())?.byProduct.BUY).toMatchObject({ fiatCurrency: 'GBP', networks: ['ethereum'] });
    expect(await config.rejectedNames()).toEqual(
      expect.arrayContaining([marker, 'hideMenu', 'userData', 'exchangeScreenTitle', 'defaultFiatAmount', 'networks']),
    );
    await expect.poll(() => config.warnings.some((text) => text.startsWith('[Ferry] widget parameters rejected:'))).toBe(true);

    await expect
      .poll(async () => {
        const res = await request.get('/api/v1/partner/param-rejections', { headers: demoPartner });
        return ((await res.json()).response as Array<{ name: string }>).some((entry) => entry.name === marker);
      })
      .toBe(true);
  });
});

test.describe('partner sessions', () => {
  test('a session created with the partner secret opens the widget once and is refused the second time', async ({
    page,
    request,
  }) => {
    const created = await request.post('/api/v1/partner/widget-sessions', {
      headers: demoPartner,
      data: { fiatCurrency: 'GBP', exchangeScreenTitle: 'Top up from your bank', walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7' },
    });
    expect(created.status()).toBe(200);
    const { widgetUrl } = (await created.json()).response as { widgetUrl: string };
    const { pathname, search } = new URL(widgetUrl);

    const widget = new WidgetPage(page);
    const config = new WidgetConfigPage(page);
    await widget.open(`${pathname}${search}&fiatCurrency=EUR`);
    await expect(widget.heading('Top up from your bank')).toBeVisible();
    expect(page.url()).not.toContain('sessionId');
    const params = await config.storedParams();
    expect(params?.byProduct.BUY).toMatchObject({ fiatCurrency: 'GBP', walletAddress: '0x52908400098527886E0F7030069857D2E4169EE7' });
    expect(await config.rejectedNames()).toContain('fiatCurrency');

    const second = await page.context().newPage();
    const secondConfig = new WidgetConfigPage(second);
    await second.goto(`${pathname}${search}`);
    await expect(new WidgetPage(second).heading(BUY_TITLE)).toBeVisible();
    expect(await secondConfig.rejectedNames()).toContain('sessionId');
    expect((await secondConfig.storedParams())?.byProduct.BUY?.walletAddress).toBeUndefined();
  });
});

test.describe('signed URLs', () => {
  const query = 'apiKey=pk_sandbox_signed&fiatCurrency=GBP&walletAddress=0x52908400098527886E0F7030069857D2E4169EE7';

  test('a correctly signed URL keeps its wallet address', async ({ page }) => {
    const widget = new WidgetPage(page);
    const config = new WidgetConfigPage(page);
    await widget.open(`/?${signed(query, 'sk_sandbox_signed')}`);
    await expect(widget.heading(BUY_TITLE)).toBeVisible();
    expect((await config.storedParams())?.byProduct.BUY?.walletAddress).toBe('0x52908400098527886E0F7030069857D2E4169EE7');
  });

  test('a tampered signed URL loses its wallet address', async ({ page }) => {
    const widget = new WidgetPage(page);
    const config = new WidgetConfigPage(page);
    const tampered = signed(query, 'sk_sandbox_signed').replace('0x5290', '0xBAD0');
    await widget.open(`/?${tampered}`);
    await expect(widget.heading(BUY_TITLE)).toBeVisible();
    const params = await config.storedParams();
    expect(params?.byProduct.BUY?.walletAddress).toBeUndefined();
    expect(params?.byProduct.BUY?.fiatCurrency).toBe('GBP');
    expect(params?.rejected.find((entry) => entry.name === 'walletAddress')?.reason).toMatch(/signature does not match/);
  });
});

test.describe('the playground at /demo', () => {
  test('builds the widget URL from the form and shows the widget beside it', async ({ page }) => {
    await page.goto('/demo');
    // Each field's label is its parameter's name followed by a line of help.
    await page.getByLabel(/^fiatCurrency /).fill('GBP');
    await page.getByLabel(/^defaultFiatAmount /).fill('300');
    await page.getByLabel(/^exchangeScreenTitle /).fill('Playground title');
    const urlBox = page.getByLabel('Widget URL');
    await expect(urlBox).toHaveValue(/exchangeScreenTitle=Playground\+title/);
    const query = new URL(await urlBox.inputValue()).searchParams;
    expect([query.get('apiKey'), query.get('fiatCurrency'), query.get('defaultFiatAmount')]).toEqual(['pk_sandbox_demo', 'GBP', '300']);
    await page.getByRole('radio', { name: 'Embedded' }).check();
    await page.getByRole('button', { name: 'Open Ferry' }).click();
    const frame = page.frameLocator('#stage iframe[title="Ferry widget"]');
    await expect(frame.getByRole('heading', { name: 'Playground title' })).toBeVisible();
  });
});
