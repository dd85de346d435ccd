import { expect, test } from '@playwright/test';
import { MenuPage } from './pages/menu-page.js';
import { WidgetPage } from './pages/widget-page.js';

test.describe('widget start for an active partner', () => {
  test('shows the exchange shell and the menu', async ({ page }, testInfo) => {
    const widget = new WidgetPage(page);
    await widget.open('/?apiKey=pk_sandbox_demo');

    await expect(widget.heading('Buy Crypto To Your Wallet')).toBeVisible();
    await expect(widget.tab('Buy')).toHaveAttribute('aria-selected', 'true');
    await expect(widget.tab('Sell')).toBeVisible();
    await expect(widget.poweredBy).toBeVisible();
    expect(await widget.themeMode()).toBe('light');
    await widget.screenshot('exchange-light', testInfo);

    await widget.tab('Sell').click();
    await expect(widget.heading('Sell Crypto From Your Wallet')).toBeVisible();

    await widget.menuButton.click();
    const menu = new MenuPage(page);
    await expect(widget.title).toHaveText('Menu');
    await expect(menu.buyCrypto).toBeVisible();
    await expect(menu.sellCrypto).toBeVisible();
    await expect(menu.stream).toHaveCount(0);
    for (const name of ['Support', 'Privacy Policy', 'Terms of Service', 'Add Ferry to your business']) {
      await expect(menu.externalLink(name)).toHaveAttribute('target', '_blank');
    }
    await expect(menu.logIn).toBeVisible();
    await widget.screenshot('menu-light', testInfo);

    await widget.closeMenuButton.click();
    await expect(widget.heading('Sell Crypto From Your Wallet')).toBeVisible();
  });

  test('the page holds the start-up answers: only the quote goes to the API', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCalls.push(new URL(request.url()).pathname);
    });
    const widget = new WidgetPage(page);
    await widget.open('/?apiKey=pk_sandbox_demo');
    await expect(widget.heading('Buy Crypto To Your Wallet')).toBeVisible();
    await expect.poll(() => apiCalls).toContain('/api/v1/widget/quotes');
    expect(apiCalls.filter((call) => call !== '/api/v1/widget/quotes')).toEqual([]);
  });

  test('a reload of an inner screen keeps the partner configuration', async ({ page }) => {
    const widget = new WidgetPage(page);
    await widget.open('/?apiKey=pk_sandbox_demo&exchangeScreenTitle=Top%20up%20your%20wallet');
    await expect(widget.heading('Top up your wallet')).toBeVisible();
    await widget.menuButton.click();
    await expect(widget.title).toHaveText('Menu');
    await page.reload();
    await new MenuPage(page).buyCrypto.click();
    await expect(widget.heading('Top up your wallet')).toBeVisible();
  });

  test('takes the dark mode and the brand colour from the query', async ({ page }, testInfo) => {
    const widget = new WidgetPage(page);
    await widget.open('/?apiKey=pk_sandbox_demo&colorMode=DARK&brandColor=ff5500');
    await expect(widget.heading('Buy Crypto To Your Wallet')).toBeVisible();
    expect(await widget.themeMode()).toBe('dark');
    await expect(widget.card).toHaveCSS('background-color', 'rgb(18, 22, 29)');
    await widget.screenshot('exchange-dark', testInfo);

    await widget.menuButton.click();
    const menu = new MenuPage(page);
    await expect(menu.logIn).toHaveCSS('background-color', 'rgb(255, 85, 0)');
    await widget.screenshot('menu-dark', testInfo);
  });

  test('the card is 30rem wide and centred, full width at 600px or less', async ({ page }, testInfo) => {
    const widget = new WidgetPage(page);
    await widget.open('/?apiKey=pk_sandbox_demo');
    await expect(widget.heading('Buy Crypto To Your Wallet')).toBeVisible();
    const box = await widget.card.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('the widget card has no box');
    if (testInfo.project.name === 'mobile') {
      expect(box.width).toBe(viewport.width);
    } else {
      expect(box.width).toBe(480);
      expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
    }
  });
});

test.describe('widget start for a partner that may not load', () => {
  test('a disabled partner is blocked with its company named', async ({ page }, testInfo) => {
    const widget = new WidgetPage(page);
    await widget.open('/?apiKey=pk_sandbox_disabled');
    await expect(widget.alert).toContainText('Shady Exchange Ltd has been disabled because of suspicious activity.');
    await expect(widget.alert.getByRole('button')).toHaveCount(0);
    await widget.screenshot('partner-disabled', testInfo);
  });

  test('a partner without KYB approval is blocked with its company named', async ({ page }, testInfo) => {
    const widget = new WidgetPage(page);
    await widget.open('/?apiKey=pk_sandbox_kyb_pending');
    await expect(widget.alert).toContainText(
      "Pending Wallet Inc's API key is not active. Please complete the KYB to go live with us.",
    );
    await expect(widget.alert.getByRole('button')).toHaveCount(0);
    await widget.screenshot('partner-kyb-pending', testInfo);
  });

  test('an unknown key shows the Invalid API Key alert', async ({ page }, testInfo) => {
    const widget = new WidgetPage(page);
    await widget.open('/?apiKey=pk_sandbox_nobody');
    await expect(page.getByRole('alertdialog', { name: 'Invalid API Key' })).toBeVisible();
    await widget.screenshot('invalid-api-key', testInfo);
  });
});

test.describe('routes', () => {
  test('an unknown route shows page not found', async ({ page }, testInfo) => {
    const widget = new WidgetPage(page);
    await widget.open('/no/such/screen?apiKey=pk_sandbox_demo');
    await expect(widget.heading('Page Not Found')).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find the page you were looking for.")).toBeVisible();
    await widget.screenshot('page-not-found', testInfo);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(widget.heading('Buy Crypto To Your Wallet')).toBeVisible();
  });

  test("the product's own key shows the off-ramp stream entry", async ({ page }) => {
    const widget = new WidgetPage(page);
    await widget.open('/menu?apiKey=pk_sandbox_ferry');
    const menu = new MenuPage(page);
    await expect(menu.stream).toContainText('New');
    await expect(menu.stream).toHaveAttribute('href', '/user/off-ramp-stream-onboarding/intro');
  });
});
