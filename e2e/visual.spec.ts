import { expect, test, type Locator, type Page } from '@playwright/test';
import { ExchangePage } from './pages/exchange-page.js';
import { newApprovedBuyer, OrdersPage } from './pages/orders-page.js';

/**
 * Screenshots as tests (issue 19): the exchange, add card, confirm order, payment status and order
 * details, light and dark, at 480 and 375 px. Prices, times, ids and hashes change from run to run
 * and are masked; the tolerance lets font anti-aliasing differ without hiding a changed layout.
 * A screen changed on purpose gets new baselines: `npx playwright test e2e/visual.spec.ts --update-snapshots`.
 */
const WIDTHS = [480, 375] as const;
const TOLERANCE = { maxDiffPixelRatio: 0.02, animations: 'disabled', caret: 'hide' } as const;

/** The value beside a label in an order section (`<dt>name</dt><dd>value</dd>`). */
const valueOf = (page: Page, name: RegExp): Locator => page.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');

async function expectScreens(page: Page, screen: string, mode: string, mask: () => Locator[]): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page).toHaveScreenshot(`${screen}-${mode}-${width}.png`, { ...TOLERANCE, mask: mask() });
  }
}

for (const mode of ['light', 'dark'] as const) {
  test(`the buy screens look as designed, ${mode}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const exchange = new ExchangePage(page);
    const orders = new OrdersPage(page);
    await page.goto(`/?apiKey=pk_sandbox_demo${mode === 'dark' ? '&colorMode=DARK' : ''}`);
    await exchange.typeAmount('100');
    await exchange.receivedAmount();
    await expect(page.getByRole('radio', { name: /Card/ })).toBeChecked();
    await expectScreens(page, 'exchange', mode, () => [exchange.receive, exchange.rate]);

    await page.setViewportSize({ width: 375, height: 800 });
    await newApprovedBuyer(page, request, { isOpen: true });
    await expect(page).toHaveURL(/\/user\/add-card/, { timeout: 20_000 });
    await expect(page.frameLocator('iframe[title="Card details"]').getByLabel('Card number')).toBeVisible();
    await expect(page.locator('[class*="frameSkeleton"]')).toHaveCount(0);
    await expectScreens(page, 'add-card', mode, () => []);

    await orders.typeCard('4242 4242 4242 4242');
    await orders.pressUntil(orders.addCardButton, /\/user\/confirm-order\?cardId=tok_/);
    await expect(page.getByText('VISA **** 4242')).toBeVisible();
    await expectScreens(page, 'confirm-order', mode, () => [valueOf(page, /^You receive/), valueOf(page, /^Rate$/)]);

    await orders.pressUntil(orders.placeOrder, /\/user\/paymentstatus\?orderId=/);
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    await expect(orders.heading('All Done!')).toBeVisible({ timeout: 40_000 });
    await expectScreens(page, 'payment-status', mode, () => [page.getByText(/ ETH for /)]);

    await page.goto(`/user/order/${orderId}`);
    await expect(page.getByText('Completed')).toBeVisible({ timeout: 20_000 });
    await expectScreens(page, 'order-details', mode, () => [
      valueOf(page, /^Order id$/),
      valueOf(page, /^Date$/),
      valueOf(page, /^You receive$/),
      valueOf(page, /^Transaction hash$/),
    ]);
  });
}
