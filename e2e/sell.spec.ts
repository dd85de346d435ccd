import { expect, test } from '@playwright/test';
import { newApprovedSeller, SellPage } from './pages/sell-page.js';
import { WidgetPage } from './pages/widget-page.js';

test.describe('selling for real, as a new user does it', () => {
  test.describe.configure({ timeout: 180_000 });

  test("a SEPA sell: bank details, the deposit address, 'Yes, I Have Paid', then 'Money is on the way' and 'All Done!'", async ({ page, request, context }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const widget = new WidgetPage(page);
    const sell = new SellPage(page);
    await newApprovedSeller(page, request, { paymentMethod: 'SEPA Bank Transfer' });

    // No bank chosen: pre-order routing opens the bank details order form.
    await expect(page).toHaveURL(/\/user\/orderForms\/bankDetails/, { timeout: 20_000 });
    await expect(sell.heading('Bank Details')).toBeVisible();
    await expect(page.getByLabel('Account holder name')).toHaveValue('Ada Lovelace');
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
    await page.getByLabel('Account holder name').click();
    await expect(page.getByText('Enter a valid IBAN')).toBeVisible();
    await expect(sell.continueButton).toBeDisabled();
    await widget.screenshot('sell-bank-details-invalid', testInfo);
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await expect(page.getByText('Enter a valid IBAN')).toBeHidden();
    await sell.pressUntil(sell.continueButton, /\/user\/confirm-order\?bankId=/);

    await expect(sell.heading('Confirm your order')).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText('0.04 ETH')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payout' }).getByText('SEPA bank account **** 3000')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Wallet' })).toHaveCount(0);
    await widget.screenshot('sell-confirm-bank', testInfo);
    await sell.pressUntil(sell.placeOrder, /\/user\/payment-confirmation\?orderId=/);
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';

    await expect(sell.heading('Transfer your crypto')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Amount to send' }).getByText('0.04 ETH')).toBeVisible();
    const address = page.getByRole('region', { name: 'Deposit address' }).locator('code');
    await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/);
    await page.getByRole('button', { name: 'Copy address' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.textContent());
    await widget.screenshot('sell-deposit-address', testInfo);

    await page.goto('/user/orders');
    await expect(page.getByRole('button', { name: /Sell 0.04 ETH.*Payment Pending/ })).toBeVisible();
    await widget.screenshot('sell-list-payment-pending', testInfo);
    await page.getByRole('button', { name: /Payment Pending/ }).click();
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await expect(page).toHaveURL(/\/user\/payment-confirmation\?orderId=/);
    await sell.pressUntil(sell.iHavePaid, /\/user\/paymentstatus\?orderId=/);
    await expect(sell.heading('Money is on the way')).toBeVisible();
    await widget.screenshot('sell-money-on-the-way', testInfo);

    await sell.expectListLabel('Processing');
    await widget.screenshot('sell-list-processing', testInfo);
    await page.goto(`/user/paymentstatus?orderId=${orderId}`);
    await expect(sell.heading('All Done!')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Your payout has been sent.')).toBeVisible();
    await widget.screenshot('sell-all-done', testInfo);
    await page.goto(`/user/order/${orderId}`);
    // shown abbreviated with a copy button; the whole reference is its tooltip and accessible name
    await expect(page.getByTitle(/^po_[0-9a-f]{24}$/)).toBeVisible();
    await widget.screenshot('sell-order-details', testInfo);
  });

  test('a card sell: a card without payouts is refused and disabled, the 3DS card is authorised in its frame, then paid out in 48 hours', async ({ page, request }, testInfo) => {
    const widget = new WidgetPage(page);
    const sell = new SellPage(page);
    await newApprovedSeller(page, request, { paymentMethod: 'Card' });

    // No payout-capable card: add card, sell variant.
    await expect(page).toHaveURL(/\/user\/add-card/, { timeout: 20_000 });
    const form = page.frameLocator('iframe[title="Card details"]');
    const typeCard = async (number: string) => {
      await form.getByLabel('Card number').pressSequentially(number);
      await form.getByLabel('Expiry date').pressSequentially('1234');
      await form.getByLabel('CVV').pressSequentially('123');
      await page.getByLabel('Cardholder name').fill('Ada Lovelace');
    };
    await typeCard('4000000000000002');
    await sell.pressUntil(sell.addCardButton, /\/user\/add-card/);
    const drawer = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Oops!' }) });
    await expect(drawer.getByText('Card not eligible for payout')).toBeVisible({ timeout: 10_000 });
    await widget.screenshot('sell-card-not-eligible', testInfo);
    await drawer.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/user\/select-card/);
    const refused = page.getByRole('button', { name: /\*\*\*\* 0002/ }).first();
    await expect(refused).toBeDisabled();
    await expect(refused).toContainText('Card not eligible for payout');
    await widget.screenshot('sell-select-card-disabled', testInfo);

    await sell.pressUntil(page.locator('footer').getByRole('button', { name: 'Add New Card' }), /\/user\/add-card/);
    await typeCard('4000000000003220');
    await sell.addCardButton.click();
    const authorization = page.frameLocator('iframe[title="Card Authorization"]');
    await expect(authorization.getByRole('heading', { name: 'Authorise your card' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText(/You can continue in \d+ s/)).toBeVisible();
    await widget.screenshot('sell-card-authorization', testInfo);
    await authorization.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(authorization.getByRole('heading', { name: 'Card authorised' })).toBeVisible();
    await page.getByRole('button', { name: "I've authorized the payment" }).click({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/user\/confirm-order\?cardId=/, { timeout: 10_000 });

    const payout = page.getByRole('region', { name: 'Payout' });
    await expect(payout.getByText('VISA **** 3220')).toBeVisible();
    await expect(payout.getByText('Up to 48 hours')).toBeVisible();
    await widget.screenshot('sell-confirm-card', testInfo);
    await sell.pressUntil(sell.placeOrder, /\/user\/payment-confirmation\?orderId=/);
    await expect(page.getByRole('region', { name: 'You receive' }).getByText('VISA **** 3220')).toBeVisible();
    await sell.pressUntil(sell.iHavePaid, /\/user\/paymentstatus\?orderId=/);
    await expect(sell.heading(/Money is on the way|All Done!/)).toBeVisible();
    await expect(sell.heading('All Done!')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('The payout reaches your card within 48 hours.')).toBeVisible();
    await widget.screenshot('sell-card-all-done', testInfo);
  });
});
