import { expect, test, type Page } from '@playwright/test';
import { newApprovedBuyer, OrdersPage } from './pages/orders-page.js';
import { WidgetPage } from './pages/widget-page.js';

const PORT = Number(process.env.E2E_PORT ?? 8091);
const SHOTS = '/tmp/shots-defects';

async function shot(page: Page, name: string, project: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-${project}.png`, fullPage: true, animations: 'disabled' });
}

test.describe('opened at http://127.0.0.1 (PUBLIC_URL is localhost)', () => {
  test.use({ baseURL: `http://127.0.0.1:${PORT}` });
  test.describe.configure({ timeout: 180_000 });

  test('Amex has no acceptance meter; a 3DS payment returns to 127.0.0.1, signed in, to its status; select card lists the card once', async ({ page, request }, testInfo) => {
    const orders = new OrdersPage(page);
    await newApprovedBuyer(page, request);
    await expect(page).toHaveURL(/\/user\/add-card/, { timeout: 20_000 });

    await orders.typeCard('3782 822463 10005', { cvv: '1234' });
    await expect(page.getByText('card not supported')).toBeVisible();
    await expect(page.getByText(/chance of success/)).toHaveCount(0);
    await expect(orders.addCardButton).toBeDisabled();

    const form = page.frameLocator('iframe[title="Card details"]');
    await form.getByLabel('Card number').fill('');
    await form.getByLabel('CVV').fill('');
    await form.getByLabel('Card number').pressSequentially('4000000000003220');
    await form.getByLabel('CVV').pressSequentially('123');
    await expect(page.getByText(/chance of success|often declined|sometimes declined/)).toBeVisible();
    await orders.pressUntil(orders.addCardButton, /\/user\/confirm-order\?cardId=tok_/);
    // The challenge opens in the widget's 3DS frame, on the origin the widget was opened from.
    const challenge = page.frameLocator('iframe[title="3D Secure"]');
    await expect(async () => {
      if (!(await page.getByRole('dialog', { name: '3D Secure' }).isVisible())) await orders.placeOrder.click({ timeout: 2000 });
      await expect(challenge.getByRole('button', { name: 'Complete authentication' })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    expect(new URL((await page.locator('iframe[title="3D Secure"]').getAttribute('src')) ?? '').host).toBe(`127.0.0.1:${PORT}`);
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();

    await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${PORT}/user/paymentstatus\\?orderId=`));
    await expect(orders.heading(/is on the way|All Done!/)).toBeVisible();
    await expect(orders.heading('Sign In')).toHaveCount(0);
    await shot(page, 'payment-status-after-3ds', testInfo.project.name);

    await expect(orders.heading('All Done!')).toBeVisible({ timeout: 30_000 });
    await page.goto('/user/select-card');
    const cards = page.getByRole('list', { name: 'Cards' });
    await expect(cards.getByRole('button', { name: /VISA\*{4} 3220/ })).toHaveCount(1);
    await expect(cards.getByRole('button', { name: 'Delete VISA **** 3220' })).toBeVisible();
    await shot(page, 'select-card', testInfo.project.name);
  });
});

test('a second partner key in the same tab has its own products, in the widget and in the /demo preview', async ({ page }) => {
  const widget = new WidgetPage(page);
  await page.goto('/?apiKey=pk_sandbox_sell_only');
  await expect(widget.heading('Sell Crypto From Your Wallet')).toBeVisible();
  await expect(widget.tab('Buy')).toHaveCount(0);
  await page.goto('/?apiKey=pk_sandbox_demo');
  await expect(widget.tab('Buy')).toBeVisible();
  await expect(widget.tab('Sell')).toBeVisible();
  await expect(widget.heading('Buy Crypto To Your Wallet')).toBeVisible();

  // The playground's embedded preview, opened for one key and then for the other, in one tab.
  await page.goto('/demo');
  const preview = page.frameLocator('#stage iframe');
  await page.getByRole('radio', { name: 'Embedded' }).check();
  await page.getByLabel('apiKey').selectOption('pk_sandbox_sell_only');
  await page.getByRole('button', { name: 'Open Ferry' }).click();
  await expect(preview.getByRole('heading', { name: 'Sell Crypto From Your Wallet' })).toBeVisible();
  await expect(preview.getByRole('tab', { name: 'Buy' })).toHaveCount(0);
  await page.getByLabel('apiKey').selectOption('pk_sandbox_demo');
  await page.getByRole('button', { name: 'Open Ferry' }).click();
  await expect(preview.getByRole('tab', { name: 'Buy' })).toBeVisible();
});

test("/status is titled 'Status' with a way home; every link of the menu, footer and notices opens a page Ferry serves", async ({ page, request }, testInfo) => {
  const widget = new WidgetPage(page);
  await page.goto('/status?paymentProvider=plaid');
  await expect(widget.title).toHaveText('Status');
  await expect(page.getByRole('heading', { name: 'All Done here!' })).toBeVisible();
  await shot(page, 'status', testInfo.project.name);
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(widget.heading('Buy Crypto To Your Wallet')).toBeVisible();

  const footerLink = await widget.poweredBy.getAttribute('href');
  await widget.menuButton.click();
  const menuLinks: Array<[string, string]> = [];
  for (const name of ['Support', 'Privacy Policy', 'Terms of Service', 'Add Ferry to your business']) {
    menuLinks.push([name, (await page.getByRole('link', { name: new RegExp(`^${name}`) }).getAttribute('href')) ?? '']);
  }
  const pages: Array<[string, string]> = [
    ...menuLinks.map(([name, href]): [string, string] => [href, name === 'Add Ferry to your business' ? 'About us' : name]),
    [footerLink ?? '', 'About us'],
    ['/crypto-scams-guide', 'Crypto scams guide'],
    ['/uk-risk-summary', 'Risk summary'],
    ['/whale-application/buy', 'Whale application: buy'],
    ['/whale-application/sell', 'Whale application: sell'],
  ];
  for (const [href, title] of pages) {
    expect(href.startsWith('/'), `${title} is one of Ferry's own pages`).toBe(true);
    expect((await request.get(href)).status()).toBe(200);
    await page.goto(href);
    await expect(widget.title).toHaveText(title);
    if (title === 'Terms of Service' || title === 'Privacy Policy') await expect(page.getByText('Version 1.1.0')).toBeVisible();
    await shot(page, `page-${href.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}`, testInfo.project.name);
  }

  await page.goto('/possible-crypto-scam-warning');
  const [support] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'our compliance team' }).click()]);
  await expect(support.getByRole('region', { name: 'Compliance' })).toBeVisible();
});
