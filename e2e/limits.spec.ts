import { expect, test, type Page } from '@playwright/test';
import { KycPage, newBuyerAtKyc } from './pages/kyc-page.js';
import { confirmBillingAddress, newApprovedBuyer, OrdersPage } from './pages/orders-page.js';
import { WidgetPage } from './pages/widget-page.js';

/** The 'Today' card of My Limits: its spent and remaining figures. */
async function expectToday(page: Page, { spent, remaining }: { spent: string; remaining: string }) {
  await page.goto('/user/limits');
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByText('Limit 300 EUR')).toBeVisible();
  await expect(today.getByRole('definition').first()).toHaveText(spent);
  await expect(today.getByRole('definition').last()).toHaveText(remaining);
}

/** Confirm order again with the quote of this session, the saved card chosen, then Place Order. */
async function buyAgainWithSavedCard(page: Page, orders: OrdersPage) {
  await page.goto('/user/confirm-order');
  await expect(page).toHaveURL(/\/user\/select-card/);
  await orders.pressUntil(page.getByRole('button', { name: /\*\*\*\* 4242/ }).first(), /\/user\/confirm-order\?cardId=/);
  await expect(orders.heading('Confirm your order')).toBeVisible();
}

test.describe('My Limits and the orders they refuse; carrying on after KYC', () => {
  test.describe.configure({ timeout: 180_000 });

  test("a SIMPLE buyer's card buys move 'Today' on My Limits, and an order over what remains is refused naming the window", async ({ page }, testInfo) => {
    const widget = new WidgetPage(page);
    const orders = new OrdersPage(page);
    // SIMPLE level, card, EUR: 300 a day. Two buys of 150 use it up; a third is refused.
    await newApprovedBuyer(page, page.request, { amount: '150' });
    await expect(page).toHaveURL(/\/user\/add-card/);
    await expectToday(page, { spent: '0 EUR', remaining: '300 EUR' });
    await expect(page.getByLabel('Payment category')).toHaveValue('card');
    await expect(page.getByLabel('Currency')).toHaveValue('EUR');
    await expect(page.getByRole('region', { name: 'Last 30 days' }).getByText('Limit 1500 EUR')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Last 365 days' }).getByText('Limit 5000 EUR')).toBeVisible();

    await page.goto('/user/confirm-order');
    await expect(page).toHaveURL(/\/user\/add-card/);
    await orders.typeCard('4242 4242 4242 4242');
    await orders.pressUntil(orders.addCardButton, /\/user\/confirm-order\?cardId=/);
    await orders.pressUntil(orders.placeOrder, /\/user\/paymentstatus\?orderId=/);
    await expect(orders.heading(/is on the way|All Done!/)).toBeVisible();
    await expectToday(page, { spent: '150 EUR', remaining: '150 EUR' });
    await expect(page.getByRole('region', { name: 'Last 30 days' }).getByText('150 EUR').first()).toBeVisible();

    await buyAgainWithSavedCard(page, orders);
    await orders.pressUntil(orders.placeOrder, /\/user\/paymentstatus\?orderId=/);
    await expect(orders.heading(/is on the way|All Done!/)).toBeVisible();
    await expectToday(page, { spent: '300 EUR', remaining: '0 EUR' });
    await expect(page.getByRole('region', { name: 'Today' }).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await widget.screenshot('limits-today-spent', testInfo);

    // The other pickers: sell shows bank transfer by default and its own limits.
    await page.getByRole('tab', { name: 'Sell' }).click();
    await expect(page.getByLabel('Payment category')).toHaveValue('bank_transfer');
    await expect(page.getByRole('region', { name: 'Today' }).getByText('Limit 500 EUR')).toBeVisible();
    await page.getByLabel('Currency').selectOption('GBP');
    await expect(page.getByRole('region', { name: 'Today' }).getByText('Limit 430 GBP')).toBeVisible();
    await widget.screenshot('limits-sell-gbp', testInfo);

    // A third buy: create-order refuses it, the widget names the window, nothing is created.
    await buyAgainWithSavedCard(page, orders);
    await orders.placeOrder.click();
    await expect(page.getByText('This order is over your limit for Today. You can still spend 0 EUR; see My Limits.')).toBeVisible();
    await widget.screenshot('limits-order-refused', testInfo);
    await expect(page).toHaveURL(/\/user\/confirm-order/);

    // The API says the same: the figures My Limits shows are the ones create-order enforces.
    const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('ferry.authToken') ?? 'null') as string);
    const limits = await page.request.get('/api/v1/limits?isBuyOrSell=BUY&paymentCategory=card&fiatCurrency=EUR', { headers: { authorization: token } });
    expect((await limits.json()).response['1']).toEqual({ limits: '300', spent: '300', remaining: '0' });
    const bad = await page.request.get('/api/v1/limits?isBuyOrSell=BUY&paymentCategory=crypto&fiatCurrency=EUR', { headers: { authorization: token } });
    expect(bad.status()).toBe(400);
    const list = await page.request.get('/api/v1/orders', { headers: { authorization: token } });
    expect((await list.json()).response).toHaveLength(2);

    // The menu's My Limits is the page, not a page not found.
    await page.goto('/menu');
    await page.getByRole('link', { name: /My Limits/ }).click();
    await expect(page).toHaveURL(/\/user\/limits/);
    await expect(page.getByRole('heading', { name: 'My Limits' })).toBeVisible();
  });

  test('a user held for manual review waits on the profile and goes on to the order when the sandbox approves', async ({ page, context }, testInfo) => {
    const widget = new WidgetPage(page);
    const kyc = new KycPage(page);
    const { email } = await newBuyerAtKyc(page, page.request, { amount: '100' });
    await kyc.expectForm('Personal Details', '1/3');
    await kyc.fillPersonalDetails('Review');
    await kyc.continueTo('Address');
    await kyc.fillAddressByAutocomplete('DE', 'Alexanderplatz', /Alexanderplatz 1, 10178, Berlin/);
    await kyc.continueTo('Purpose of using Ferry');
    await kyc.choosePurpose('Investment');
    await kyc.continueButton.click();

    // Confirm order sends the user to the profile to wait: it polls every 2 s.
    await expect(page).toHaveURL(/\/user\/profile/, { timeout: 15_000 });
    await expect(page.getByText('Your order continues by itself as soon as your identity is verified.')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('footer').getByRole('button', { name: 'Resume Order' })).toBeVisible();
    await widget.screenshot('limits-kyc-waiting', testInfo);

    const console = await context.newPage();
    await console.goto('/sandbox/kyc');
    await console.getByRole('row', { name: new RegExp(email) }).getByRole('button', { name: 'Approve' }).click();
    await expect(console.getByText(`Approved ${email}.`)).toBeVisible();
    await console.close();

    // Nobody presses anything: the approval moves the widget on to the order (a card buy asks for
    // the billing address, then a card).
    await expect(page).toHaveURL(/\/user\/orderForms\/billingAddress/, { timeout: 15_000 });
    await confirmBillingAddress(page);
    await expect(page).toHaveURL(/\/user\/add-card/, { timeout: 15_000 });
    await widget.screenshot('limits-kyc-approved-add-card', testInfo);
  });
});
