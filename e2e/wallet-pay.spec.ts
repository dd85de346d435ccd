import { expect, test, type APIRequestContext, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { HostPage } from './pages/host-page.js';
import { newApprovedBuyer, OrdersPage } from './pages/orders-page.js';

const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** Presses a button inside the widget frame until the next screen shows (the footer ignores quick second presses). */
async function pressUntilVisible(button: Locator, next: Locator): Promise<void> {
  await expect(async () => {
    if (!(await next.isVisible())) await button.click({ timeout: 2000 });
    await expect(next).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** A partner's page on another origin embeds the widget at a path for its signed-in user (one-time token), with its SDK's name. */
async function embed(page: Page, request: APIRequestContext, baseURL: string, email: string, path = '/') {
  const token = await request.post('/api/v1/partner/one-time-tokens', {
    headers: { 'x-api-key': 'pk_sandbox_demo', 'x-partner-secret': 'sk_sandbox_demo' },
    data: { email },
  });
  expect(token.ok()).toBe(true);
  const { ott } = ((await token.json()) as { response: { ott: string } }).response;
  const host = new HostPage(page);
  const url = new URL(path, baseURL);
  // The partner's SDK names itself (sdkName), which lets Google Pay run in its frame.
  for (const [key, value] of Object.entries({ apiKey: 'pk_sandbox_demo', ott, sdkName: 'FerrySDK' })) url.searchParams.set(key, value);
  await host.open(url.toString());
  return host;
}

/** Embedded, the user buys ETH with the payment method up to confirm order, inside the frame. */
async function embeddedConfirmOrder(page: Page, request: APIRequestContext, baseURL: string, email: string, paymentMethod: string) {
  const host = await embed(page, request, baseURL, email);
  const widget = host.widget;
  await widget.getByRole('radio', { name: paymentMethod }).check();
  await widget.getByLabel('You pay', { exact: true }).fill('100');
  await expect(widget.getByRole('status', { name: 'You receive (estimate)' })).toHaveText(/^\d/);
  await widget.locator('footer').getByRole('button').click();
  await widget.getByLabel('Your ETH wallet address').fill(WALLET);
  const confirm = widget.getByRole('heading', { name: 'Confirm your order' });
  const selectCard = widget.getByRole('heading', { name: 'Select Card' });
  await pressUntilVisible(widget.locator('footer').getByRole('button', { name: 'Buy ETH' }), confirm.or(selectCard));
  // A card buyer with a saved card picks it first.
  if (await selectCard.isVisible()) await pressUntilVisible(widget.getByRole('button', { name: /^VISA\*{4} / }).first(), confirm);
  return host;
}

const widgetFrameUrl = (page: Page, baseURL: string) => page.frames().find((frame) => frame.url().startsWith(`${baseURL}/`) && frame.name() !== 'ferry-3ds-frame')?.url() ?? '';
const shot = (page: Page, name: string, project: string) => page.screenshot({ path: `e2e/screenshots/${name}-${project}.png`, animations: 'disabled' });
const placeOrder = (widget: FrameLocator) => widget.locator('footer').getByRole('button', { name: 'Place Order' });

test.describe('wallet pay and the 3DS frame, embedded in a partner page on another origin', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a 3DS card payment completes inside the widget: the challenge opens in a frame and the page never leaves', async ({ page, request, baseURL }, testInfo) => {
    const orders = new OrdersPage(page);
    const { email } = await newApprovedBuyer(page, request);
    await expect(page).toHaveURL(/\/user\/add-card/, { timeout: 20_000 });
    await orders.typeCard('4000 0000 0000 3220');
    await orders.pressUntil(orders.addCardButton, /\/user\/confirm-order\?cardId=tok_/);

    const host = await embeddedConfirmOrder(page, request, baseURL ?? '', email, 'Card');
    try {
      const widget = host.widget;
      await expect(widget.getByText(/VISA \*{4} 3220/)).toBeVisible();
      const challenge = widget.frameLocator('iframe[title="3D Secure"]');
      await pressUntilVisible(placeOrder(widget), widget.getByRole('dialog', { name: '3D Secure' }));
      await expect(challenge.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
      // The widget is still on confirm order behind the frame; the partner's page is where it was.
      expect(widgetFrameUrl(page, baseURL ?? '')).toMatch(/\/user\/confirm-order/);
      await shot(page, 'wallet-pay-3ds-frame-card', testInfo.project.name);
      await challenge.getByRole('button', { name: 'Complete authentication' }).click();
      await expect(widget.getByRole('heading', { name: /is on the way|All Done!/ })).toBeVisible({ timeout: 20_000 });
      await expect(widget.getByRole('dialog', { name: '3D Secure' })).toHaveCount(0);
      expect(page.url()).toBe(`${host.origin}/checkout`);
      expect(widgetFrameUrl(page, baseURL ?? '')).toMatch(/\/user\/paymentstatus\?orderId=.+cko-session-id=pay_/);
      await shot(page, 'wallet-pay-3ds-card-status', testInfo.project.name);
    } finally {
      await host.close();
    }
  });

  test('a declined Google Pay on the device cancels the payment with a reason and ends on payment status with the failed result', async ({ page, request, baseURL }, testInfo) => {
    // The device's Google Pay through the Payment Request API: it can pay, and its sheet hands back the declined card's token.
    await page.addInitScript(() => {
      const log: unknown[] = [];
      Object.assign(window, { googlePayLog: log });
      class DevicePaymentRequest {
        constructor(readonly methods: { supportedMethods: string; data: unknown }[], readonly details: unknown) {
          log.push({ method: methods[0]?.supportedMethods, data: methods[0]?.data });
        }
        canMakePayment() {
          return Promise.resolve(true);
        }
        show() {
          return Promise.resolve({
            details: { paymentMethodData: { tokenizationData: { token: 'sandbox-wallet:visa-0002' } } },
            complete: (result: string) => {
              log.push({ complete: result });
              return Promise.resolve();
            },
          });
        }
      }
      Object.assign(window, { PaymentRequest: DevicePaymentRequest });
    });
    const { email } = await newApprovedBuyer(page, request, { paymentMethod: 'Google Pay' });
    await expect(page.getByRole('heading', { name: 'Confirm your order' })).toBeVisible({ timeout: 20_000 });
    const host = await embeddedConfirmOrder(page, request, baseURL ?? '', email, 'Google Pay');
    try {
      const widget = host.widget;
      await pressUntilVisible(placeOrder(widget), widget.getByRole('heading', { name: 'Pay With Google Pay' }));
      await shot(page, 'wallet-pay-google-pay', testInfo.project.name);
      const cancel = page.waitForRequest((candidate) => candidate.url().endsWith('/api/v1/payment/cancel'));
      await widget.getByRole('button', { name: 'Pay with Google Pay' }).click();
      expect((await cancel).postDataJSON()).toMatchObject({ cancelReason: 'Google Pay payment declined' });
      await expect(widget.getByRole('heading', { name: 'Payment declined' })).toBeVisible({ timeout: 20_000 });
      expect(widgetFrameUrl(page, baseURL ?? '')).toMatch(/\/user\/paymentstatus\?orderId=.+result=failed/);
      const frame = page.frames().find((candidate) => candidate.url().includes('/user/paymentstatus'));
      const log = (await frame?.evaluate(() => (window as unknown as { googlePayLog: Record<string, unknown>[] }).googlePayLog)) ?? [];
      expect(log[0]).toMatchObject({ method: 'https://google.com/pay', data: { transactionInfo: { totalPriceStatus: 'FINAL', currencyCode: 'EUR' } } });
      expect(log).toContainEqual({ complete: 'fail' });
      await shot(page, 'wallet-pay-google-pay-declined', testInfo.project.name);
    } finally {
      await host.close();
    }
  });

  test('Apple Pay on the device: ready once the device says so (checked every 500 ms), merchant validation, authorisation, then its 3DS frame', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    // A device with Apple Pay JS that says it is ready only at the fourth ask (a clock of its own made
    // this depend on how fast the page loaded); its sheet pays with the 3DS card.
    await page.addInitScript(() => {
      const asks: number[] = [];
      const log: unknown[] = [];
      Object.assign(window, { applePayLog: log, applePayAsks: asks });
      class DeviceApplePaySession {
        static STATUS_SUCCESS = 0;
        static STATUS_FAILURE = 1;
        static canMakePayments() {
          // The exchange finds Apple Pay; on the Apple Pay page the device is ready at the fourth ask.
          if (location.pathname !== '/apple-pay') return true;
          log.push('canMakePayments');
          asks.push(performance.now());
          return asks.length >= 4;
        }
        onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
        onpaymentauthorized: ((event: unknown) => void) | null = null;
        oncancel: (() => void) | null = null;
        constructor(version: number, request: unknown) {
          log.push({ version, request });
        }
        begin() {
          setTimeout(() => this.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' }), 10);
        }
        abort() {
          log.push('abort');
        }
        completeMerchantValidation(session: unknown) {
          log.push({ merchantSession: session });
          setTimeout(() => this.onpaymentauthorized?.({ payment: { token: { paymentData: 'sandbox-wallet:visa-3220' } } }), 10);
        }
        completePayment(status: number) {
          log.push({ completePayment: status });
        }
      }
      Object.assign(window, { ApplePaySession: DeviceApplePaySession });
    });
    // The exchange offers Apple Pay only outside a frame: the order is placed in the partner's
    // window (as its SDK's popup mode does), and its Apple Pay page then opens in the partner's frame.
    const orders = new OrdersPage(page);
    const { email } = await newApprovedBuyer(page, request, { paymentMethod: 'Apple Pay' });
    await expect(page.getByRole('heading', { name: 'Confirm your order' })).toBeVisible({ timeout: 20_000 });
    await orders.pressUntil(orders.placeOrder, /\/apple-pay\?orderId=/);
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    const host = await embed(page, request, baseURL ?? '', email, `/apple-pay?orderId=${orderId}`);
    try {
      const widget = host.widget;
      await expect(widget.getByRole('heading', { name: 'Pay With Apple Pay' })).toBeVisible({ timeout: 20_000 });
      const button = widget.getByRole('button', { name: 'Pay with Apple Pay' });
      await expect(button).toBeEnabled({ timeout: 10_000 });
      await shot(page, 'wallet-pay-apple-pay', testInfo.project.name);
      await button.click();
      const challenge = widget.frameLocator('iframe[title="3D Secure"]');
      await expect(challenge.getByRole('heading', { name: 'Confirm your payment' })).toBeVisible();
      await shot(page, 'wallet-pay-apple-pay-3ds', testInfo.project.name);
      const frame = page.frames().find((candidate) => candidate.url().includes('/apple-pay?'));
      const log = (await frame?.evaluate(() => (window as unknown as { applePayLog: unknown[] }).applePayLog)) ?? [];
      // Not ready at first, asked again every 500 ms until it was.
      const asks = (await frame?.evaluate(() => (window as unknown as { applePayAsks: number[] }).applePayAsks)) ?? [];
      expect(asks.length).toBe(4);
      // The last two asks are the timer's (a render may ask first, once or twice).
      const lastGap = (asks[3] ?? 0) - (asks[2] ?? 0);
      expect(lastGap).toBeGreaterThanOrEqual(450);
      expect(lastGap).toBeLessThan(1500);
      expect(log).toContainEqual(expect.objectContaining({ version: 3, request: expect.objectContaining({ total: expect.objectContaining({ type: 'final' }) }) }));
      expect(log).toContainEqual({ merchantSession: expect.stringMatching(/^sandbox-session-/) });
      expect(log).toContainEqual({ completePayment: 0 });

      const update = page.waitForRequest((candidate) => candidate.url().endsWith('/api/v1/payment/update'));
      await challenge.getByRole('button', { name: 'Complete authentication' }).click();
      await update;
      await expect(widget.getByRole('heading', { name: /is on the way|All Done!/ })).toBeVisible({ timeout: 20_000 });
      expect(page.url()).toBe(`${host.origin}/checkout`);
      await shot(page, 'wallet-pay-apple-pay-status', testInfo.project.name);
    } finally {
      await host.close();
    }
  });
});
