import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { ExchangePage } from './pages/exchange-page.js';
import { HostPage } from './pages/host-page.js';
import { KycPage } from './pages/kyc-page.js';
import { signInAndFillSmallOrderKyc } from './pages/new-user.js';
import { OrdersPage } from './pages/orders-page.js';
import { newApprovedSeller, SellPage } from './pages/sell-page.js';
import { codeFromMailbox, SignInPage, uniqueEmail } from './pages/sign-in-page.js';
import { WalletPage } from './pages/wallet-page.js';

const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

const shot = (page: Page, name: string, testInfo: TestInfo) =>
  page.screenshot({ path: `/tmp/shots-forms/${name}-${testInfo.project.name}.png`, animations: 'disabled' });

/** Waits out a KYC decision on the profile, as the user would: the profile goes on by itself. */
async function pastTheProfile(page: Page, { next }: { next: string }): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(next) })).toBeVisible({ timeout: 30_000 });
}

test.describe('order forms, the white-label flow and wallet redirection', () => {
  test.describe.configure({ timeout: 180_000 });

  test("a card buyer without a billing address is asked for it ('ORDER Step 1/1'), fills it by autocomplete and reaches confirm order", async ({ page, request }, testInfo) => {
    const kyc = new KycPage(page);
    const orders = new OrdersPage(page);
    const exchange = new ExchangePage(page);
    await page.goto('/?apiKey=pk_sandbox_demo');
    await exchange.typeAmount('100');
    await exchange.receivedAmount();
    await exchange.cta.click();
    await new WalletPage(page).addressInput('ETH').fill(WALLET);
    await new WalletPage(page).continueTo('Buy ETH', /\/login\/email/);
    await signInAndFillSmallOrderKyc(page, request, uniqueEmail('billing'));
    await pastTheProfile(page, { next: 'Billing Address' });

    // Pre-order routing: after KYC, before the card.
    await expect(page).toHaveURL(/\/user\/orderForms\/billingAddress/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Billing Address' })).toBeVisible();
    await expect(page.getByText('ORDER Step 1/1')).toBeVisible();
    // It starts from the KYC address; emptied, Continue is disabled.
    await expect(kyc.field('Address Line 1')).toHaveValue('Alexanderplatz 1');
    await kyc.field('Address Line 1').fill('');
    await kyc.field('Post Code').fill('');
    await expect(kyc.continueButton).toBeDisabled();
    await shot(page, 'billing-address-empty', testInfo);

    // Autocomplete fills the fields from the chosen place; leading spaces never reach a field.
    await kyc.fillAddressByAutocomplete('FR', 'Anatole', /5 Avenue Anatole France, 75007, Paris/);
    await expect(kyc.field('City')).toHaveValue('Paris');
    await expect(kyc.field('Post Code')).toHaveValue('75007');
    await expect(kyc.field('Country')).toHaveValue('FR');
    await page.getByLabel(/^Address Line 2/).pressSequentially('   Apt 3');
    await expect(page.getByLabel(/^Address Line 2/)).toHaveValue('Apt 3');
    await expect(kyc.continueButton).toBeEnabled();
    await shot(page, 'billing-address-filled', testInfo);

    await orders.pressUntil(kyc.continueButton, /\/user\/add-card/);
    await orders.typeCard('4242 4242 4242 4242');
    await orders.pressUntil(orders.addCardButton, /\/user\/confirm-order\?cardId=tok_/);
    await expect(orders.heading('Confirm your order')).toBeVisible();
    await shot(page, 'billing-confirm-order', testInfo);

    // Saved on the user: confirm order no longer asks for it.
    await page.goto('/user/orderForms');
    await expect(page).toHaveURL(/\/user\/(confirm-order|add-card|select-card)/, { timeout: 20_000 });
  });

  test('a white-label partner URL (isWhiteLabelFlow=true) sends a signed-in user through the KYC forms to confirm order', async ({ page, request }, testInfo) => {
    const kyc = new KycPage(page);
    const query = new URLSearchParams({
      apiKey: 'pk_sandbox_demo',
      isWhiteLabelFlow: 'true',
      fiatCurrency: 'EUR',
      cryptoCurrencyCode: 'ETH',
      network: 'ethereum',
      paymentMethod: 'sepa_bank_transfer',
      fiatAmount: '100',
      walletAddress: WALLET,
    });
    await page.goto(`/?${query}`);
    // Not signed in: the exchange as usual.
    await expect(page.getByRole('button', { name: 'Buy Now' })).toBeVisible();
    await page.goto('/login/email');
    const email = uniqueEmail('white-label');
    const signIn = new SignInPage(page);
    await signIn.requestCode(email);
    await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
    await signIn.submitCodeAcceptingTerms(await codeFromMailbox(request, email));

    // Signed in: the white-label flow prices the partner's order and opens the first KYC form.
    await kyc.expectForm('Personal Details', '1/3');
    await shot(page, 'white-label-kyc', testInfo);
    await kyc.fillPersonalDetails('Ada');
    await kyc.continueTo('Address');
    await kyc.fillAddressByAutocomplete('DE', 'Alexanderplatz', /Alexanderplatz 1, 10178, Berlin/);
    await kyc.continueTo('Purpose of using Ferry');
    await kyc.choosePurpose('Investment');
    await kyc.continueButton.click();
    // Landing on the exchange again: the shell sends the signed-in white-label user back into the flow.
    await pastTheProfile(page, { next: 'Confirm your order' });
    await expect(page.getByRole('heading', { name: 'Confirm your order' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/user\/confirm-order/);
    await expect(page.getByText(`${WALLET} (ethereum)`)).toBeVisible();
    await shot(page, 'white-label-confirm-order', testInfo);
  });

  test("a sell of a partner with walletRedirection=true hands the deposit address to the host page instead of the transfer screen", async ({ page, request, baseURL }, testInfo) => {
    const sell = new SellPage(page);
    const { email } = await newApprovedSeller(page, request, { paymentMethod: 'SEPA Bank Transfer' });
    await expect(page).toHaveURL(/\/user\/orderForms\/bankDetails/, { timeout: 20_000 });
    await expect(page.getByText('ORDER Step 1/1')).toBeVisible();
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await shot(page, 'bank-details', testInfo);
    await sell.pressUntil(sell.continueButton, /\/user\/confirm-order\?bankId=/);

    const token = await request.post('/api/v1/partner/one-time-tokens', {
      headers: { 'x-api-key': 'pk_sandbox_demo', 'x-partner-secret': 'sk_sandbox_demo' },
      data: { email },
    });
    expect(token.ok()).toBe(true);
    const { ott } = ((await token.json()) as { response: { ott: string } }).response;
    const host = new HostPage(page);
    await host.open(`${baseURL}/?${new URLSearchParams({ apiKey: 'pk_sandbox_demo', walletRedirection: 'true', ott })}`);
    try {
      const widget = host.widget;
      const pressUntilVisible = async (button: Locator, next: Locator) => {
        await expect(async () => {
          if (!(await next.isVisible())) await button.click({ timeout: 2000 });
          await expect(next).toBeVisible({ timeout: 2000 });
        }).toPass({ timeout: 20_000 });
      };
      await widget.getByRole('tab', { name: 'Sell' }).click();
      await widget.getByRole('radio', { name: 'SEPA Bank Transfer' }).check();
      await widget.getByLabel('You sell', { exact: true }).fill('0.04');
      await expect(widget.getByRole('status', { name: 'You receive (estimate)' })).toHaveText(/^\d/);
      await pressUntilVisible(widget.locator('footer').getByRole('button', { name: 'Sell Now' }), widget.getByRole('button', { name: /SEPA bank account \*\*\*\* 3000/ }));
      await widget.getByRole('button', { name: /SEPA bank account \*\*\*\* 3000/ }).click();
      await expect(widget.getByRole('heading', { name: 'Confirm your order' })).toBeVisible();
      await pressUntilVisible(widget.locator('footer').getByRole('button', { name: 'Place Order' }), widget.getByRole('button', { name: 'Complete Payment' }));

      // No transfer screen: the order's details, and the host page has the wallet-redirection event.
      await expect(widget.getByRole('heading', { name: 'Transfer your crypto' })).toHaveCount(0);
      // After the widget's start-up messages (initialised, open), only the order's.
      const orderMessages = async () => (await host.messageData()).filter((message) => message.type !== 'initialised' && message.type !== 'open');
      await expect.poll(async () => (await orderMessages()).map((message) => message.type)).toEqual(['order-created', 'wallet-redirection']);
      const redirection = (await orderMessages())[1] ?? {};
      expect(redirection).toMatchObject({ channel: 'ferry', status: 'AWAITING_PAYMENT_FROM_USER', cryptoAmount: '0.04', cryptoCurrency: 'ETH', network: 'ethereum' });
      expect(String(redirection.depositAddress)).toMatch(/^0x[0-9a-fA-F]{40}$/);
      expect(String(redirection.orderId)).toMatch(/^[0-9a-f-]{36}$/);
      expect((await host.messages()).every((message) => message.origin === baseURL)).toBe(true);
      await expect(widget.getByText(/Your wallet was given the deposit address and the amount/)).toBeVisible();
      // shown abbreviated with a copy button; the whole address is its tooltip and accessible name
      await expect(widget.getByTitle(String(redirection.depositAddress))).toBeVisible();
      await shot(page, 'wallet-redirection-order', testInfo);

      // 'Complete Payment' hands it over again, still without the transfer screen.
      await widget.getByRole('button', { name: 'Complete Payment' }).click();
      await expect.poll(async () => (await host.messageData()).filter((message) => message.type === 'wallet-redirection').length).toBe(2);
      await expect(widget.getByRole('heading', { name: 'Transfer your crypto' })).toHaveCount(0);
    } finally {
      await host.close();
    }
  });
});
