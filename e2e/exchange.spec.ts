import { expect, test, type Page } from '@playwright/test';
import { ExchangePage } from './pages/exchange-page.js';
import { WidgetPage } from './pages/widget-page.js';

test.describe('exchange: buy', () => {
  test('250 EUR of ETH on ethereum: a quote whose fees add up on screen', async ({ page }, testInfo) => {
    const widget = new WidgetPage(page);
    const exchange = new ExchangePage(page);
    await widget.open('/?apiKey=pk_sandbox_demo');
    await exchange.chooseCrypto('ETH', 'ethereum');
    await exchange.typeAmount('250');
    await expect(page.getByRole('button', { name: 'Fiat currency: EUR' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Crypto: ETH on ethereum' })).toBeVisible();
    expect(Number(await exchange.receivedAmount())).toBeGreaterThan(0);
    await expect(exchange.rate).toHaveText(/^1 ETH = \d+\.\d{2} EUR$/);
    const { lines, total } = await exchange.shownFees();
    expect(lines).toHaveLength(4);
    expect(lines.reduce((sum, value) => sum + value, 0)).toBe(total);
    await expect(page.getByText('Tentative discount applied')).toBeVisible();
    await expect(page.getByText('Log in & complete KYC to check actual discount')).toBeVisible();
    await widget.screenshot('exchange-buy-quote', testInfo);
    await exchange.hideFees.click();
    await expect(exchange.fees.getByRole('listitem')).toHaveCount(0);
  });

  test('changing the payment method changes the quote', async ({ page }, testInfo) => {
    const exchange = new ExchangePage(page);
    await new WidgetPage(page).open('/?apiKey=pk_sandbox_demo');
    await exchange.typeAmount('250');
    const byCard = await exchange.receivedAmount();
    await exchange.paymentMethod('SEPA Bank Transfer').check();
    await expect(exchange.receive).not.toHaveText(byCard);
    const bySepa = await exchange.receivedAmount();
    expect(Number(bySepa)).toBeGreaterThan(Number(byCard));
    await expect(page.getByRole('radio', { name: /Apple Pay/ })).toBeDisabled();
    await expect(page.getByText('Apple Pay is not supported on this device.', { exact: false })).toBeVisible();
    await new WidgetPage(page).screenshot('exchange-payment-methods', testInfo);
  });

  test("below the minimum and above the maximum show the spec's texts; SEPA above it goes to the whale application", async ({ page }, testInfo) => {
    const widget = new WidgetPage(page);
    const exchange = new ExchangePage(page);
    await widget.open('/?apiKey=pk_sandbox_demo');
    await exchange.typeAmount('20');
    await expect(exchange.errorBox).toHaveText('Minimum buy amount should be more than or equal to 30 EUR');
    await expect(exchange.cta).toBeDisabled();
    await widget.screenshot('exchange-min-amount', testInfo);
    await exchange.typeAmount('6000');
    await expect(exchange.errorBox).toHaveText('Please place an order of less than 5000 EUR');
    await exchange.paymentMethod('SEPA Bank Transfer').check();
    await exchange.typeAmount('60000');
    await expect(exchange.errorBox).toHaveText('Please place an order of less than 50000 EUR');
    await expect(exchange.cta).toHaveText('Continue to Whale Application');
    await expect(exchange.cta).toBeEnabled();
    await widget.screenshot('exchange-whale', testInfo);
  });

  test('the amount accepts decimals and asks for one quote 600 ms after typing stops; empty clears it', async ({ page }) => {
    const exchange = new ExchangePage(page);
    await new WidgetPage(page).open('/?apiKey=pk_sandbox_demo');
    await exchange.receivedAmount();
    const quoteRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/widget/quotes')) quoteRequests.push(new URL(request.url()).searchParams.get('fiatAmount') ?? '');
    });
    await exchange.payInput.pressSequentially('99.5', { delay: 50 });
    await exchange.payInput.fill('');
    await exchange.payInput.pressSequentially('99.55', { delay: 50 });
    await expect(exchange.receive).toHaveText(/^\d/);
    expect(quoteRequests).toEqual(['99.55']);
    await exchange.payInput.fill('');
    await expect(exchange.receive).toHaveText('—');
    await expect(exchange.cta).toBeDisabled();
  });

  test('a UK visitor sees the high-risk investment banner and pays in GBP', async ({ page }, testInfo) => {
    await page.setExtraHTTPHeaders({ 'X-Sandbox-Country': 'GB' });
    const widget = new WidgetPage(page);
    await widget.open('/?apiKey=pk_sandbox_demo');
    await expect(page.getByRole('complementary', { name: 'Risk warning' })).toContainText("Don't invest unless you're prepared to lose all the money you invest.");
    await expect(page.getByRole('link', { name: 'Take 2 mins to learn more' })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('button', { name: 'Fiat currency: GBP' })).toBeVisible();
    await widget.screenshot('exchange-uk-banner', testInfo);
  });

  test('an NFT buy shows the NFT instead of the amounts', async ({ page }, testInfo) => {
    const widget = new WidgetPage(page);
    const nft = encodeURIComponent(JSON.stringify({ nftTitle: 'Harbour Lights #42', nftImage: 'https://ferry.example/nft/42.png', quantity: 2 }));
    await widget.open(`/?apiKey=pk_sandbox_demo&isNFT=true&cryptoCurrencyCode=ETH&network=ethereum&cryptoAmount=0.001&contractAddress=0xabc&tokenId=42&nftData=${nft}`);
    await expect(widget.heading('Buy NFT Instantly')).toBeVisible();
    const details = page.getByRole('region', { name: 'NFT details' });
    await expect(details).toContainText('Harbour Lights #42');
    await expect(details).toContainText('Quantity: 2');
    await expect(details).toContainText('Price: 0.001 ETH');
    await expect(page.getByRole('textbox', { name: 'You pay' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /SEPA/ })).toBeDisabled();
    await expect(new ExchangePage(page).cta).toHaveText('Buy NFT');
    await widget.screenshot('exchange-nft', testInfo);
  });
});

test.describe('exchange: the first screen', () => {
  /** The layout shifts not caused by the person's own input, summed (the page's CLS without windows). */
  const unexpectedShift = (page: Page) =>
    page.evaluate(() => (window as unknown as { ferryShifts: { value: number; hadRecentInput: boolean }[] }).ferryShifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.addInitScript(() => {
      const shifts: unknown[] = [];
      (window as unknown as { ferryShifts: unknown[] }).ferryShifts = shifts;
      new PerformanceObserver((list) => shifts.push(...list.getEntries())).observe({ type: 'layout-shift', buffered: true });
    });
  });

  test('nothing moves while the start-up data and the first quote arrive: the quote block keeps its place', async ({ page }) => {
    const exchange = new ExchangePage(page);
    await new WidgetPage(page).open('/?apiKey=pk_sandbox_demo');
    await expect(page.getByRole('radio', { name: /Card/ })).toBeChecked();
    await exchange.receivedAmount();
    await expect(exchange.rate).toBeVisible();
    await expect(page.getByText('Tentative discount applied')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await unexpectedShift(page)).toBe(0);
  });

  test("the next pages' code is fetched only once the first screen has painted and its quote is in", async ({ page }) => {
    const exchange = new ExchangePage(page);
    await new WidgetPage(page).open('/?apiKey=pk_sandbox_demo');
    await exchange.receivedAmount();
    await expect(page.locator('link[rel="prefetch"]').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    const timings = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const prefetched = new Set(Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href));
      return {
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        quoteAnswered: resources.find((entry) => entry.name.includes('/api/v1/widget/quotes'))?.responseEnd ?? Number.NaN,
        prefetchStarts: resources.filter((entry) => prefetched.has(entry.name)).map((entry) => entry.startTime),
      };
    });
    expect(timings.prefetchStarts.length).toBeGreaterThan(0);
    for (const start of timings.prefetchStarts) {
      expect(start).toBeGreaterThan(timings.firstContentfulPaint);
      expect(start).toBeGreaterThanOrEqual(timings.quoteAnswered);
    }
  });

  test('nothing moves when a new amount is quoted or the sell tab gets its first quote', async ({ page }) => {
    const widget = new WidgetPage(page);
    const exchange = new ExchangePage(page);
    await widget.open('/?apiKey=pk_sandbox_demo');
    await exchange.receivedAmount();
    await exchange.typeAmount('300');
    await expect(exchange.receive).toHaveText(/^\d/);
    await widget.tab('Sell').click();
    await expect(exchange.sellInput).toHaveValue('0.1');
    await exchange.receivedAmount();
    await expect(exchange.rate).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await unexpectedShift(page)).toBe(0);
  });
});

test.describe('exchange: sell', () => {
  test('the sell tab takes a crypto amount with the sell limit default and quotes a payout', async ({ page }, testInfo) => {
    const widget = new WidgetPage(page);
    const exchange = new ExchangePage(page);
    await widget.open('/?apiKey=pk_sandbox_demo');
    await widget.tab('Sell').click();
    await expect(widget.heading('Sell Crypto From Your Wallet')).toBeVisible();
    await expect(exchange.sellInput).toHaveValue('0.1');
    expect(Number(await exchange.receivedAmount())).toBeGreaterThan(200);
    await expect(page.getByRole('radio', { name: /Apple Pay/ })).toHaveCount(0);
    await exchange.sellInput.fill('0.001');
    await expect(exchange.errorBox).toHaveText('Minimum sell amount should be more than or equal to 0.01 ETH');
    await expect(page.getByRole('link', { name: /Off-Ramp Stream/ })).toHaveCount(0);
    await widget.screenshot('exchange-sell', testInfo);
  });

  test('a crypto without configured sell limits uses the defaults: 100, at least 10', async ({ page }, testInfo) => {
    const widget = new WidgetPage(page);
    const exchange = new ExchangePage(page);
    await widget.open('/?apiKey=pk_sandbox_demo&defaultCryptoCurrency=SOL&defaultNetwork=solana');
    await widget.tab('Sell').click();
    await expect(page.getByRole('button', { name: 'Crypto: SOL on solana' })).toBeVisible();
    await expect(exchange.sellInput).toHaveValue('100');
    // 100 SOL is within the default sell limits, but its payout is above the card's payout maximum: the server says so.
    await expect(exchange.errorBox).toHaveText('Please place an order of less than 5000 EUR');
    await exchange.sellInput.fill('5');
    await expect(exchange.errorBox).toHaveText('Minimum sell amount should be more than or equal to 10 SOL');
    await exchange.sellInput.fill('20');
    await expect(exchange.receive).toHaveText(/^\d/);
    await widget.screenshot('exchange-sell-default-limits', testInfo);
  });

  test("the stream promo card shows on the sell tab for Ferry's own key only", async ({ page }, testInfo) => {
    const widget = new WidgetPage(page);
    await widget.open('/?apiKey=pk_sandbox_ferry');
    await expect(page.getByRole('link', { name: /Off-Ramp Stream/ })).toHaveCount(0);
    await widget.tab('Sell').click();
    await expect(page.getByRole('link', { name: /Off-Ramp Stream/ })).toBeVisible();
    await widget.screenshot('exchange-stream-promo', testInfo);
  });
});
