import { expect, test } from '@playwright/test';
import { newApprovedBuyer, OrdersPage } from './pages/orders-page.js';
import { uniqueEmail } from './pages/sign-in-page.js';
import { WidgetPage } from './pages/widget-page.js';

test.describe('fraud and risk, as a user meets them', () => {
  test.describe.configure({ timeout: 180_000 });

  test("the sandbox risk engine rejects a +risk e-mail at 'Place Order': the profile asks for additional verification", async ({ page, request }, testInfo) => {
    const widget = new WidgetPage(page);
    const orders = new OrdersPage(page);
    await newApprovedBuyer(page, request, { email: uniqueEmail('anna').replace('@', '+risk@') });
    await expect(page).toHaveURL(/\/user\/add-card/, { timeout: 20_000 });
    await orders.typeCard('4242 4242 4242 4242');
    await orders.pressUntil(orders.addCardButton, /\/user\/confirm-order\?cardId=tok_/);
    await expect(orders.heading('Confirm your order')).toBeVisible();

    const createOrder = page.waitForRequest((req) => req.url().includes('/api/v1/orders/create-order'));
    await orders.placeOrder.click();
    // The device session started as confirm order opened goes with the order.
    expect(new URL((await createOrder).url()).searchParams.get('additionalData.deviceSessionId')).toMatch(/^fds_/);

    await expect(page).toHaveURL(/\/user\/profile/);
    await expect(page.getByText('Additional Verification Needed')).toBeVisible();
    await expect(page.getByText('Completing this is required to proceed with placing orders.')).toBeVisible();
    await expect(page.locator('footer').getByRole('button', { name: 'Complete Verification' })).toBeVisible();
    await widget.screenshot('risk-additional-verification', testInfo);
  });
});

test('the browser going offline shows the network message', async ({ page, context }, testInfo) => {
  const widget = new WidgetPage(page);
  await widget.open('/?apiKey=pk_sandbox_demo');
  await expect(widget.heading('Buy Crypto To Your Wallet')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('alertdialog')).toContainText(
    'Whoops! It seems like your internet connection is slow or unavailable. Please check your internet settings and try again.',
  );
  await widget.screenshot('offline-network-message', testInfo);
  await context.setOffline(false);
});
