import { expect, test, type Locator } from '@playwright/test';
import { expectNoSeriousViolations } from './pages/axe.js';
import { HostPage } from './pages/host-page.js';
import { newApprovedBuyer, OrdersPage } from './pages/orders-page.js';
import { WidgetPage } from './pages/widget-page.js';

const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
/** The sandbox campaign of pk_sandbox_demo takes 50% off the Ferry fee of a buy. */
const DEMO_DISCOUNT = /^You saved \d+\.\d{2} EUR on fees: 50% off the Ferry fee\.$/;

test.describe('buying for real, as a new user does it', () => {
  test.describe.configure({ timeout: 180_000 });

  test("a card buy with 4242 4242 4242 4242 ends on 'All Done!' with a transaction link", async ({ page, request }, testInfo) => {
    const widget = new WidgetPage(page);
    const orders = new OrdersPage(page);
    await newApprovedBuyer(page, request);

    await expect(page).toHaveURL(/\/user\/add-card/, { timeout: 20_000 });
    await expect(orders.addCardButton).toBeDisabled();
    await orders.typeCard('4242 4242 4242 4242');
    await expect(page.getByText(/High chance of success/)).toBeVisible();
    await expect(orders.addCardButton).toBeEnabled();
    await widget.screenshot('orders-add-card', testInfo);
    await orders.pressUntil(orders.addCardButton, /\/user\/confirm-order\?cardId=tok_/);

    await expect(orders.heading('Confirm your order')).toBeVisible();
    await expect(page.getByText('VISA **** 4242')).toBeVisible();
    await widget.screenshot('orders-confirm-card', testInfo);
    await orders.pressUntil(orders.placeOrder, /\/user\/paymentstatus\?orderId=/);

    await expect(orders.heading(/is on the way|All Done!/)).toBeVisible();
    await expect(orders.discountBanner.getByText(DEMO_DISCOUNT)).toBeVisible();
    await widget.screenshot('orders-status-on-the-way', testInfo);
    await expect(orders.heading('All Done!')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'View transaction' })).toHaveAttribute('href', /^https:\/\/etherscan\.io\/tx\/0x[0-9a-f]{64}$/);
    await expect(orders.discountBanner.getByText(DEMO_DISCOUNT)).toBeVisible();
    await widget.screenshot('orders-status-all-done', testInfo);
  });

  test('the card form: field errors, Amex not supported, the blocked BIN, and the 3DS card through its challenge', async ({ page, request }, testInfo) => {
    const widget = new WidgetPage(page);
    const orders = new OrdersPage(page);
    await newApprovedBuyer(page, request);
    await expect(page).toHaveURL(/\/user\/add-card/, { timeout: 20_000 });
    const form = page.frameLocator('iframe[title="Card details"]');

    await form.getByLabel('Card number').pressSequentially('4242424242424241');
    await form.getByLabel('Expiry date').pressSequentially('0120');
    await form.getByLabel('CVV').pressSequentially('12');
    await page.getByLabel('Cardholder name').click();
    await expect(page.getByText('Invalid card number')).toBeVisible();
    await expect(page.getByText('Invalid expiry date')).toBeVisible();
    await expect(page.getByText('Invalid cvv')).toBeVisible();
    await expect(orders.addCardButton).toBeDisabled();
    await widget.screenshot('orders-card-field-errors', testInfo);

    await form.getByLabel('Card number').fill('');
    await form.getByLabel('Card number').pressSequentially('378282246310005');
    await expect(page.getByText('card not supported')).toBeVisible();
    await form.getByLabel('Card number').fill('');
    await form.getByLabel('Card number').pressSequentially('4000000000009995');
    await form.getByLabel('Expiry date').fill('');
    await form.getByLabel('Expiry date').pressSequentially('1234');
    await form.getByLabel('CVV').pressSequentially('3');
    await expect(page.getByText(/Cards issued by this bank are not accepted/)).toBeVisible();
    await expect(orders.addCardButton).toBeDisabled();
    await widget.screenshot('orders-card-blocked-bin', testInfo);

    await form.getByLabel('Card number').fill('');
    await form.getByLabel('Card number').pressSequentially('4000000000003220');
    await expect(orders.addCardButton).toBeEnabled();
    await orders.pressUntil(orders.addCardButton, /\/user\/confirm-order\?cardId=tok_/);
    // The challenge opens in a frame inside the widget; the widget stays on confirm order behind it.
    const challenge = page.frameLocator('iframe[title="3D Secure"]');
    await expect(async () => {
      if (!(await page.getByRole('dialog', { name: '3D Secure' }).isVisible())) await orders.placeOrder.click({ timeout: 2000 });
      await expect(challenge.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/user\/confirm-order/);
    await expectNoSeriousViolations(page, '3DS challenge');
    await page.screenshot({ path: `e2e/screenshots/orders-3ds-challenge-${testInfo.project.name}.png` });
    await challenge.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page).toHaveURL(/\/user\/paymentstatus\?orderId=.+cko-session-id=pay_/);
    await expect(orders.heading(/is on the way|All Done!/)).toBeVisible();
    await widget.screenshot('orders-3ds-status', testInfo);
    await expect(orders.heading('All Done!')).toBeVisible({ timeout: 30_000 });
  });

  test('the declined card 4000 0000 0000 0002 ends on the failure content', async ({ page, request }, testInfo) => {
    const widget = new WidgetPage(page);
    const orders = new OrdersPage(page);
    await newApprovedBuyer(page, request);
    await expect(page).toHaveURL(/\/user\/add-card/, { timeout: 20_000 });
    await orders.typeCard('4000 0000 0000 0002');
    await expect(page.getByText(/often declined/)).toBeVisible();
    await orders.pressUntil(orders.addCardButton, /\/user\/confirm-order/);
    await orders.pressUntil(orders.placeOrder, /\/user\/paymentstatus/);
    await expect(orders.heading('Payment declined')).toBeVisible();
    await expect(page.getByText("You haven't been charged for this order.", { exact: false })).toBeVisible();
    await expect(orders.discountBanner).toHaveCount(0);
    await widget.screenshot('orders-declined', testInfo);
  });

  test("a SEPA buy shows the bank details, 'Yes, I Have Paid', then the on-the-way content; the list labels it; another order is cancelled with a reason", async ({ page, request }, testInfo) => {
    const widget = new WidgetPage(page);
    const orders = new OrdersPage(page);
    await newApprovedBuyer(page, request, { paymentMethod: 'SEPA Bank Transfer' });
    await expect(orders.heading('Confirm your order')).toBeVisible({ timeout: 20_000 });
    await orders.pressUntil(orders.placeOrder, /\/user\/payment-confirmation\?orderId=/);

    await expect(page.getByText('NL91ABNA0417164300')).toBeVisible();
    await expect(page.getByText(/^FRY[A-Z0-9]{9}$/)).toBeVisible();
    await widget.screenshot('orders-sepa-bank-details', testInfo);
    await page.goto('/user/orders');
    await expect(page.getByRole('button', { name: /Waiting for the transfer/ })).toBeVisible();
    await widget.screenshot('orders-list-waiting', testInfo);
    await page.getByRole('button', { name: /Waiting for the transfer/ }).click();
    await expect(page.getByText(/This order expires in \d+:\d\d:\d\d/)).toBeVisible();
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    const paid = page.locator('footer').getByRole('button', { name: 'Yes, I Have Paid' });
    await orders.pressUntil(paid, /\/user\/paymentstatus\?orderId=/);
    await expect(orders.heading('Crypto is on the way')).toBeVisible();
    await widget.screenshot('orders-sepa-on-the-way', testInfo);
    await expect(orders.heading('All Done!')).toBeVisible({ timeout: 30_000 });

    // A second SEPA order, cancelled from its details with a reason.
    await page.goto('/user/confirm-order');
    await orders.pressUntil(orders.placeOrder, /\/user\/payment-confirmation/);
    await page.goto('/user/orders');
    await page.getByRole('button', { name: /Waiting for the transfer/ }).click();
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    const drawer = page.getByRole('dialog', { name: 'Cancel order' });
    await drawer.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(drawer.getByText('Please enter valid reason')).toBeVisible();
    await drawer.getByLabel('Why do you want to cancel this order?').fill('I changed my mind');
    await widget.screenshot('orders-cancel-reason', testInfo);
    await drawer.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(page.getByText('I changed my mind')).toBeVisible();
    await page.goto('/user/orders');
    await expect(page.getByRole('button', { name: /Completed/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Cancelled/ })).toBeVisible();
    await widget.screenshot('orders-list', testInfo);
  });

  test('an INR UPI buy asks for the PAN, then for the 12-digit UTR', async ({ page, request }, testInfo) => {
    const widget = new WidgetPage(page);
    const orders = new OrdersPage(page);
    await newApprovedBuyer(page, request, { fiat: 'INR', paymentMethod: 'UPI', amount: '5000' });
    await expect(page).toHaveURL(/\/user\/submit-pan/, { timeout: 20_000 });
    const pan = page.getByLabel('PAN number');
    await pan.fill('ABCDE12345');
    await page.locator('footer').getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Incorrect PAN number. Please check and retry!')).toBeVisible();
    await widget.screenshot('orders-pan-incorrect', testInfo);
    await pan.fill('abcde1234f');
    await expect(pan).toHaveValue('ABCDE1234F');
    await expect(async () => {
      await page.locator('footer').getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByText('PAN verified successfully.')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(orders.heading('Confirm your order')).toBeVisible({ timeout: 10_000 });
    await orders.pressUntil(orders.placeOrder, /\/user\/payment-confirmation\?orderId=/);

    await expect(page.getByText('ferry.sandbox@upi')).toBeVisible();
    const paid = page.locator('footer').getByRole('button', { name: 'Yes, I Have Paid' });
    await paid.click();
    await expect(page.getByText('Please enter UTR number')).toBeVisible();
    await widget.screenshot('orders-utr-required', testInfo);
    await page.getByLabel('UTR number (12 digits)').fill('1234567890123456');
    await expect(page.getByLabel('UTR number (12 digits)')).toHaveValue('123456789012');
    await orders.pressUntil(paid, /\/user\/paymentstatus/);
    await expect(orders.heading('Crypto is on the way')).toBeVisible();
    await widget.screenshot('orders-inr-on-the-way', testInfo);
  });

  test("Google Pay through the sandbox pay sheet ends on 'All done here'; open banking returns through the landing page", async ({ page, request }, testInfo) => {
    const widget = new WidgetPage(page);
    const orders = new OrdersPage(page);
    await newApprovedBuyer(page, request, { paymentMethod: 'Google Pay' });
    await expect(orders.heading('Confirm your order')).toBeVisible({ timeout: 20_000 });
    await orders.pressUntil(orders.placeOrder, /\/googlepay\?orderId=/);
    await expect(orders.heading('Pay With Google Pay')).toBeVisible();
    await page.getByRole('button', { name: 'Pay with Google Pay' }).click();
    const sheet = page.getByRole('dialog', { name: 'Google Pay (sandbox)' });
    await expect(sheet.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    await widget.screenshot('orders-google-pay-sheet', testInfo);
    await sheet.getByRole('button', { name: /^Pay / }).click();
    await expect(orders.heading('All done here')).toBeVisible();
    await expect(page.getByText('Please close the window')).toBeVisible();
    await widget.screenshot('orders-google-pay-done', testInfo);

    await page.goto('/?apiKey=pk_sandbox_demo');
    const exchange = page.getByRole('radio', { name: 'Open Banking' });
    await exchange.check();
    await page.getByLabel('You pay', { exact: true }).fill('100');
    await expect(page.getByRole('status', { name: 'You receive (estimate)' })).toHaveText(/^\d/);
    await page.locator('footer').getByRole('button').click();
    await page.getByLabel('Your ETH wallet address').fill(WALLET);
    await orders.pressUntil(page.locator('footer').getByRole('button', { name: 'Buy ETH' }), /\/user\/confirm-order/);
    await orders.pressUntil(orders.placeOrder, /\/sandbox\/card-gateway\/bank\/pay_/);
    await page.screenshot({ path: `e2e/screenshots/orders-open-banking-bank-${testInfo.project.name}.png` });
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(/\/user\/paymentstatus\?orderId=/);
    await expect(orders.heading(/is on the way|All Done!/)).toBeVisible();
  });

  test("Apple Pay through the sandbox pay sheet ends on 'All done here'; payment status shows the discount", async ({ page, request }, testInfo) => {
    // Chromium has no Apple Pay: the device says it can pay, and the sandbox pay sheet stands in for its wallet.
    await page.addInitScript(() => {
      Object.assign(window, { ApplePaySession: { canMakePayments: () => true } });
    });
    const widget = new WidgetPage(page);
    const orders = new OrdersPage(page);
    await newApprovedBuyer(page, request, { paymentMethod: 'Apple Pay' });
    await expect(orders.heading('Confirm your order')).toBeVisible({ timeout: 20_000 });
    await widget.screenshot('orders-apple-pay-confirm', testInfo);
    await orders.pressUntil(orders.placeOrder, /\/apple-pay\?orderId=/);
    await expect(orders.heading('Pay With Apple Pay')).toBeVisible();
    await widget.screenshot('orders-apple-pay', testInfo);
    await page.getByRole('button', { name: 'Pay with Apple Pay' }).click();
    const sheet = page.getByRole('dialog', { name: 'Apple Pay (sandbox)' });
    await expect(sheet.getByRole('radio', { name: /Visa •••• 4242/ })).toBeChecked();
    await widget.screenshot('orders-apple-pay-sheet', testInfo);
    await sheet.getByRole('button', { name: /^Pay \d+\.\d{2} EUR$/ }).click();
    await expect(orders.heading('All done here')).toBeVisible();
    await expect(page.getByText('Please close the window')).toBeVisible();
    await widget.screenshot('orders-apple-pay-done', testInfo);

    await page.getByRole('button', { name: 'See the order status' }).click();
    await expect(orders.heading(/is on the way|All Done!/)).toBeVisible();
    await expect(orders.discountBanner.getByText(DEMO_DISCOUNT)).toBeVisible();
    await expect(orders.heading('All Done!')).toBeVisible({ timeout: 30_000 });
    await widget.screenshot('orders-apple-pay-status', testInfo);
  });

  test("embedded in a partner's page, the order events reach that page's origin, also after the bank page's redirect", async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const { email } = await newApprovedBuyer(page, request);
    // The partner signs its user in with a one-time token and embeds the widget, as its SDK does.
    const token = await request.post('/api/v1/partner/one-time-tokens', {
      headers: { 'x-api-key': 'pk_sandbox_demo', 'x-partner-secret': 'sk_sandbox_demo' },
      data: { email },
    });
    expect(token.ok()).toBe(true);
    const { ott } = ((await token.json()) as { response: { ott: string } }).response;
    const host = new HostPage(page);
    await host.open(`${baseURL}/?${new URLSearchParams({ apiKey: 'pk_sandbox_demo', ott })}`);
    try {
      const widget = host.widget;
      const footerButton = (name: string) => widget.locator('footer').getByRole('button', { name });
      const pressUntilVisible = async (button: Locator, next: Locator) => {
        await expect(async () => {
          if (!(await next.isVisible())) await button.click({ timeout: 2000 });
          await expect(next).toBeVisible({ timeout: 2000 });
        }).toPass({ timeout: 20_000 });
      };

      await widget.getByRole('radio', { name: 'Open Banking' }).check();
      await widget.getByLabel('You pay', { exact: true }).fill('100');
      await expect(widget.getByRole('status', { name: 'You receive (estimate)' })).toHaveText(/^\d/);
      await widget.locator('footer').getByRole('button').click();
      await widget.getByLabel('Your ETH wallet address').fill(WALLET);
      await pressUntilVisible(footerButton('Buy ETH'), widget.getByRole('heading', { name: 'Confirm your order' }));
      await page.screenshot({ path: `e2e/screenshots/orders-embedded-confirm-${testInfo.project.name}.png` });
      await pressUntilVisible(footerButton('Place Order'), widget.getByRole('button', { name: 'Approve payment' }));
      await expect.poll(() => host.journeyMessages()).toEqual([{ origin: baseURL, type: 'order-created', status: 'AWAITING_PAYMENT_FROM_USER' }]);

      // The bank page sends the frame back to payment status: a new start whose referrer is the bank page.
      await widget.getByRole('button', { name: 'Approve payment' }).click();
      await expect(widget.getByRole('heading', { name: /is on the way|All Done!/ })).toBeVisible({ timeout: 20_000 });
      await expect.poll(async () => (await host.journeyMessages()).map((message) => message.type)).toEqual(['order-created', 'order-successful']);
      expect((await host.messages()).every((message) => message.origin === baseURL)).toBe(true);
      // Chromium also names the host in location.ancestorOrigins; the origin kept in the widget's
      // restorable session storage is what browsers without it (Firefox) go by after the redirect.
      const frame = page.frames().find((candidate) => candidate.url().startsWith(`${baseURL}/`));
      expect(await frame?.evaluate(() => window.sessionStorage.getItem('ferry.hostOrigin'))).toBe(JSON.stringify(host.origin));
      await page.screenshot({ path: `e2e/screenshots/orders-embedded-status-${testInfo.project.name}.png` });
    } finally {
      await host.close();
    }
  });
});
