import { expect, test, type TestInfo } from '@playwright/test';
import { fieldErrors } from './pages/field-error.js';
import { HostPage } from './pages/host-page.js';
import { KycPage } from './pages/kyc-page.js';
import { codeFromMailbox, SignInPage, uniqueEmail } from './pages/sign-in-page.js';
import { sendDeposit, StreamPage } from './pages/stream-page.js';
import { WidgetPage } from './pages/widget-page.js';

const baseOrigin = (testInfo: TestInfo) => String(testInfo.project.use.baseURL ?? '');

test.describe('the off-ramp stream, as a new user of Ferry does it', () => {
  test.describe.configure({ timeout: 360_000 });

  test('promo card, onboarding to a SEPA bank, an ETH deposit paid out, a card for the next one, a refund below the minimum, and the partner flows', async ({ page, request, context }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const widget = new WidgetPage(page);
    const stream = new StreamPage(page);
    const signIn = new SignInPage(page);
    const kyc = new KycPage(page);
    const email = uniqueEmail('streamer');

    // The 'New' promo card of the Sell tab needs a login first.
    await page.goto('/?apiKey=pk_sandbox_ferry');
    await widget.tab('Sell').click();
    await page.getByRole('link', { name: /Ferry Off-Ramp Stream/ }).click();
    await expect(page).toHaveURL(/\/login\/email/);
    await signIn.requestCode(email);
    await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
    // The terms box shows only once verify says a new user must accept them (issue 20).
    await signIn.submitCodeAcceptingTerms(await codeFromMailbox(request, email));
    await expect(page).toHaveURL(/\/$|\/\?/);
    await widget.tab('Sell').click();
    await page.getByRole('link', { name: /Ferry Off-Ramp Stream/ }).click();

    // Intro and 'How it works'.
    await expect(page).toHaveURL(/\/user\/off-ramp-stream-onboarding\/intro/);
    await expect(stream.heading('Ferry Off-Ramp Stream')).toBeVisible();
    await widget.screenshot('stream-intro', testInfo);
    await page.getByRole('button', { name: 'See how it works' }).click();
    const how = page.getByRole('dialog', { name: 'How it works' });
    await expect(how.getByRole('listitem')).toHaveCount(3);
    await widget.screenshot('stream-how-it-works', testInfo);
    await how.getByRole('button', { name: 'Okay' }).click();
    await expect(how).toBeHidden();

    // 'Activate Now': the stream's KYC (STANDARD: the ID proof too).
    await stream.footerButton('Activate Now').click();
    await kyc.expectForm('Personal Details');
    await kyc.fillPersonalDetails('Ada');
    await kyc.continueTo('Address');
    await kyc.fillAddressByAutocomplete('DE', 'Alexanderplatz', /Alexanderplatz 1, 10178, Berlin/);
    await kyc.continueTo('Purpose of using Ferry');
    await kyc.choosePurpose('Investment');
    await kyc.continueTo('ID Proof & Selfie');
    const start = page.getByRole('button', { name: 'Start Verification' });
    const openLink = page.getByRole('link', { name: 'Open link' });
    await expect(start.or(openLink)).toBeVisible();
    const popupPromise = page.waitForEvent('popup');
    if (await start.isVisible()) await start.click();
    else await openLink.click();
    const provider = await popupPromise;
    await provider.getByRole('button', { name: 'Complete verification' }).click();
    await expect(provider.getByText('Verification submitted.')).toBeVisible();
    await provider.close();
    await page.getByRole('button', { name: "I've completed verification" }).click();
    await expect(page).toHaveURL(/\/user\/profile/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Identity Verified' })).toBeVisible({ timeout: 30_000 });

    // Back to the stream from the menu: the entry goes to the intro until onboarded.
    await widget.menuButton.click();
    await page.getByRole('link', { name: /Ferry Stream/ }).click();
    await expect(page).toHaveURL(/\/intro/);
    await stream.pressUntil('Activate Now', /\/choose-withdrawal-method/);

    // Choose withdrawal method: EUR, SEPA with its success-rate badge, the fees and the limits.
    await expect(page.getByText('Receive money in')).toBeVisible();
    await page.getByRole('button', { name: /Receive money in/ }).click();
    const currencies = page.getByRole('dialog', { name: 'Receive money in' });
    await currencies.getByLabel('Search currency').fill('zzz');
    await expect(currencies.getByText('No matching currency found.')).toBeVisible();
    await widget.screenshot('stream-currency-search-empty', testInfo);
    await currencies.getByLabel('Search currency').fill('eur');
    await currencies.getByRole('button', { name: /EUR/ }).click();
    await expect(page.getByRole('radio', { name: 'INR' })).toHaveCount(0);
    const sepa = page.getByRole('radio', { name: /SEPA/ });
    await sepa.check();
    await expect(page.locator('label').filter({ has: sepa }).getByText('High success rate')).toBeVisible();
    await expect(page.getByText('Fees Applicable')).toBeVisible();
    await expect(page.getByText('Ferry stream fee')).toBeVisible();
    await expect(page.getByText('1%', { exact: true })).toBeVisible();
    await expect(page.getByText('Minimum payout')).toBeVisible();
    await expect(page.getByText('Maximum payout')).toHaveCount(0);
    await widget.screenshot('stream-choose-method', testInfo);
    await stream.pressUntil('Proceed', /\/user\/orderForms\/bankDetails/);

    // Bank details, then the terms: 'I Accept' saves with POST and says so for 2 s.
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await stream.pressUntil('Continue', /\/terms-and-conditions/);
    await widget.screenshot('stream-terms', testInfo);
    await stream.footerButton('I Accept').click();
    await expect(page.getByRole('status').filter({ hasText: 'Withdrawal details saved' })).toBeVisible();
    await expect(page).toHaveURL(/\/complete/, { timeout: 10_000 });
    await expect(stream.heading('Congratulations!')).toBeVisible();
    await widget.screenshot('stream-complete', testInfo);
    await stream.pressUntil('Continue', /\/user\/off-ramp-stream\/wallets/);

    // My Stream Wallets: ETH on ethereum, its address abbreviated, copied whole.
    await expect(page.getByRole('region', { name: 'Choose the crypto and network' })).toBeVisible();
    const addressRegion = page.getByRole('region', { name: 'Your ETH address on ethereum' });
    await expect(addressRegion.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(addressRegion.locator('code')).toHaveText(/^0x[0-9a-fA-F]{7}\.\.\.[0-9a-fA-F]{9}$/);
    await expect(page.getByText('SEPA Bank Transfer')).toBeVisible();
    await expect(page.getByText('**** 3000')).toBeVisible();
    await widget.screenshot('stream-wallets', testInfo);
    const address = await stream.copyAddress();
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await widget.screenshot('stream-copied', testInfo);
    await page.getByRole('dialog', { name: 'Wallet address copied!' }).getByRole('button', { name: 'Okay' }).click();

    // The crypto picker: popular and full lists, search, 'All Networks'.
    await page.getByRole('button', { name: /Crypto: ETH on ethereum/ }).click();
    const picker = page.getByRole('dialog', { name: 'Select crypto' });
    await expect(picker.getByRole('region', { name: 'Popular' })).toBeVisible();
    await expect(picker.getByRole('combobox')).toHaveValue('');
    await expect(picker.getByRole('option', { name: 'All Networks' })).toBeAttached();
    await picker.getByLabel('Search by name or code').fill('usdc');
    await picker.getByRole('combobox').selectOption('polygon');
    await expect(picker.getByRole('button', { name: /USD Coin USDC on polygon/ })).toHaveCount(1);
    await widget.screenshot('stream-crypto-picker', testInfo);
    await picker.getByRole('button', { name: /USD Coin USDC on polygon/ }).click();
    await expect(page.getByRole('region', { name: 'Your USDC address on polygon' }).locator('code')).toHaveText(/^0x/);
    await page.getByRole('button', { name: /Crypto: USDC on polygon/ }).click();
    await picker.getByLabel('Search by name or code').fill('eth');
    await picker.getByRole('combobox').selectOption('');
    await picker.getByRole('region', { name: 'Popular' }).getByRole('button', { name: /Ethereum ETH on ethereum/ }).click();
    await expect(addressRegion.locator('code')).toHaveAttribute('title', address);

    // The refund wallet: required when closed empty, a wrong address refused, then saved.
    await page.getByRole('button', { name: 'View refund wallet address' }).click();
    const refund = page.getByRole('dialog', { name: 'Refund Wallet Address' });
    const confirm = refund.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await refund.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Refund Wallet Address is required' })).toBeVisible();
    await page.getByRole('button', { name: 'View refund wallet address' }).click();
    await refund.getByLabel('Refund wallet address').fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    await confirm.click();
    await expect(fieldErrors(refund)).toBeVisible();
    await expect(refund.getByLabel('Refund wallet address')).toHaveAttribute('aria-invalid', 'true');
    await expect(confirm).toBeDisabled();
    await widget.screenshot('stream-refund-error', testInfo);
    await refund.getByLabel('Refund wallet address').fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    await confirm.click();
    await expect(refund).toBeHidden();

    // The conversion calculator: the range, then an estimate.
    await page.getByRole('button', { name: 'Conversion calculator' }).click();
    const calculator = page.getByRole('dialog', { name: 'Conversion Calculator' });
    await calculator.getByLabel('You send').fill('0.0001');
    await expect(calculator.getByText(/^Minimum buy amount should be more than or equal to \d/)).toBeVisible();
    await calculator.getByLabel('You send').fill('100000');
    await expect(calculator.getByText(/^Please place an order of less than \d/)).toBeVisible();
    await calculator.getByLabel('You send').fill('0.2');
    await expect(calculator.getByText(/^\d+\.\d{2} EUR$/).first()).toBeVisible();
    await widget.screenshot('stream-calculator', testInfo);
    await calculator.getByRole('button', { name: 'Close' }).click();

    // 0.2 ETH from the sandbox console: paid out to the SEPA bank.
    const token = (await signIn.storedToken()) ?? '';
    await sendDeposit(request, token, { address, amount: '0.2' });
    await stream.expectOrders('Completed', 1, 60_000);
    await widget.screenshot('stream-orders-completed', testInfo);

    // Change the withdrawal details to a card: 'Edit', Card (a maximum shows for cards only), a new
    // payout card, saved with PUT back on My Wallets.
    await page.goto('/user/off-ramp-stream/wallets');
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/choose-withdrawal-method/);
    await page.getByRole('radio', { name: 'Card' }).check();
    await expect(page.getByText('Maximum payout')).toBeVisible();
    await expect(page.getByText('1.5%', { exact: true })).toBeVisible();
    await widget.screenshot('stream-choose-card', testInfo);
    await stream.pressUntil('Proceed', /\/user\/add-card/);
    const form = page.frameLocator('iframe[title="Card details"]');
    await form.getByLabel('Card number').pressSequentially('4242424242424242');
    await form.getByLabel('Expiry date').pressSequentially('1234');
    await form.getByLabel('CVV').pressSequentially('123');
    await page.getByLabel('Cardholder name').fill('Ada Lovelace');
    await stream.footerButton('Add Card').click();
    await expect(page).toHaveURL(/\/user\/off-ramp-stream\/wallets/, { timeout: 30_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Withdrawal details updated' })).toBeVisible();
    await expect(page.getByText(/\*\*\*\* 4242/)).toBeVisible();
    await widget.screenshot('stream-wallets-card', testInfo);
    await page.getByRole('region', { name: 'Your withdrawal details' }).scrollIntoViewIfNeeded();
    await widget.screenshot('stream-wallets-summary', testInfo);

    // The next deposit is paid to the card.
    await sendDeposit(request, token, { address, amount: '0.2' });
    await stream.expectOrders('Completed', 2, 60_000);
    const latest = page.getByRole('button', { name: /Sell 0.2 ETH.*Completed/ }).first();
    await latest.click();
    // shown abbreviated with a copy button; the whole reference is its tooltip and accessible name
    await expect(page.getByTitle(/^po_[0-9a-f]{24}$/)).toBeVisible();
    // the order id is shown abbreviated; the whole id is its tooltip
    const orderId = (await page.getByRole('region', { name: 'Order details' }).getByRole('definition').first().locator('code').getAttribute('title')) ?? '';
    const paid = (await (await request.get(`/api/v1/order/${orderId}`, { headers: { Authorization: token } })).json()).response as Record<string, unknown>;
    expect(paid.orderProcessingType).toBe('OFF_RAMP_STREAM');
    expect(paid.moneyTransferType).toMatch(/^(standard|fast_funds)$/);
    expect(paid.bankAccountDetails).toBeNull();
    await widget.screenshot('stream-order-card', testInfo);

    // A deposit below the minimum goes back to the refund wallet.
    await sendDeposit(request, token, { address, amount: '0.0001' });
    await stream.expectOrders('Refunded', 1, 60_000);
    await widget.screenshot('stream-orders-refunded', testInfo);

    // A partner page opening the stream flow: the deposit's events reach it while the widget is open.
    const host = new HostPage(page);
    await host.open(`${baseOrigin(testInfo)}/?apiKey=pk_sandbox_ferry&isOffRampStreamFlow=true`);
    await expect(host.widget.getByRole('heading', { name: 'My Stream Wallets' })).toBeVisible({ timeout: 20_000 });
    await sendDeposit(request, token, { address, amount: '0.2' });
    await expect
      .poll(async () => (await host.journeyMessages()).map((message) => message.type), { timeout: 45_000 })
      .toEqual(expect.arrayContaining(['deposit-seen', 'deposit-confirmed', 'deposit-paid-out']));
    const depositMessages = (await host.messageData()).filter((message) => String(message.type).startsWith('deposit-'));
    expect(Object.keys(depositMessages[0] ?? {}).sort()).toEqual(['channel', 'depositId', 'status', 'type', 'version']);

    // The partner's query-parameter flow: completing sends the close event and returns the user to
    // the partner's redirectURL (here a page of the first partner) with the wallet address and the payout details.
    const widgetOrigin = baseOrigin(testInfo);
    const query = new URLSearchParams({ apiKey: 'pk_sandbox_ferry', isFerryStreamOffRamp: 'true', cryptoCurrencyCode: 'ETH', networks: 'ethereum', redirectURL: `${host.origin}/done` });
    const partner = new HostPage(page);
    await partner.open(`${widgetOrigin}/?${query.toString()}`);
    await expect(partner.widget.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({ timeout: 20_000 });
    await partner.page.screenshot({ path: `e2e/screenshots/stream-partner-complete-${testInfo.project.name}.png` });
    await partner.widget.locator('footer').getByRole('button', { name: 'Continue' }).click();
    await expect.poll(() => page.frames().find((frame) => frame.url().startsWith(`${host.origin}/done`))?.url() ?? '', { timeout: 20_000 }).not.toBe('');
    const landed = new URL(page.frames().find((frame) => frame.url().startsWith(`${host.origin}/done`))?.url() ?? '');
    expect(Object.fromEntries(landed.searchParams)).toEqual({
      walletAddress: address,
      cryptoCurrency: 'ETH',
      network: 'ethereum',
      fiatCurrency: 'EUR',
      paymentMethod: 'credit_debit_card',
      payoutType: 'CARD',
    });
    expect((await partner.messages()).map((message) => message.type)).toContain('close');
    await partner.close();
    await host.close();
  });
});
