import { expect, test } from '@playwright/test';
import { ExchangePage } from './pages/exchange-page.js';
import { KeyboardUser } from './pages/keyboard.js';
import { KycPage } from './pages/kyc-page.js';
import { OrdersPage } from './pages/orders-page.js';
import { codeFromMailbox, SignInPage, uniqueEmail } from './pages/sign-in-page.js';
import { WalletPage } from './pages/wallet-page.js';

const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/**
 * The buy journey with the keyboard alone (WCAG 2.1.1, 2.4.3, 2.4.7): Tab, Shift+Tab, Enter,
 * Space and the arrows, and typing into fields; no click anywhere. Every Tab stop shows its focus,
 * and focus is never lost to <body> when a screen changes.
 */
test.describe('keyboard only', () => {
  test.describe.configure({ timeout: 240_000 });

  test("a new user buys ETH with a card from the exchange to 'All Done!'", async ({ page, request }) => {
    const keys = new KeyboardUser(page);
    const exchange = new ExchangePage(page);
    const email = uniqueEmail('keyboard');
    await page.goto('/?apiKey=pk_sandbox_demo');

    // The exchange: the amount, then the call to action.
    await keys.fill(exchange.payInput, '100');
    await exchange.receivedAmount();
    await keys.activateUntil(exchange.cta, /\/wallet-confirm/);

    // The wallet address.
    const wallet = new WalletPage(page);
    await keys.fill(wallet.addressInput('ETH'), WALLET);
    await keys.activateUntil(wallet.cta('Buy ETH'), /\/login\/email/);

    // Sign-in: the e-mail, then the code from the sandbox mailbox and the terms box (Space).
    const signIn = new SignInPage(page);
    await keys.fill(signIn.emailField, email);
    await keys.press('Enter');
    await expect(page).toHaveURL(/\/login\/otp/);
    await keys.expectFocusKept();
    await keys.fill(signIn.codeField, await codeFromMailbox(request, email));
    await keys.press('Enter');
    await expect.poll(async () => (await signIn.terms.isVisible()) || !/\/login\/otp/.test(page.url()), { timeout: 15_000 }).toBe(true);
    if (await signIn.terms.isVisible()) {
      await keys.tabTo(signIn.terms);
      await keys.press('Space');
      await expect(signIn.terms).toBeChecked();
      await keys.activateUntil(page.locator('footer').getByRole('button', { name: 'Continue' }), /\/user\//);
    }

    // The KYC forms of a small buy.
    const kyc = new KycPage(page);
    await kyc.expectForm('Personal Details');
    await keys.expectFocusKept();
    await keys.fill(kyc.field('First Name'), 'Ada');
    await keys.fill(kyc.field('Last Name'), 'Lovelace');
    await keys.fill(kyc.field('Date of Birth'), '10121990');
    await keys.fill(kyc.field('Mobile Number'), '+447700900123');
    await keys.tabTo(kyc.continueButton);
    await keys.press('Enter');
    await kyc.expectForm('Address');
    await keys.expectFocusKept();
    await keys.tabTo(kyc.field('Country'));
    await keys.type('Germany');
    await expect(kyc.field('Country')).toHaveValue('DE');
    await keys.tabTo(kyc.field('Address Line 1'));
    await keys.type('Alexanderplatz');
    await expect(page.getByRole('option', { name: /Alexanderplatz 1, 10178, Berlin/ })).toBeVisible();
    await keys.press('ArrowDown');
    await keys.press('Enter');
    await expect(kyc.field('City')).not.toHaveValue('');
    await keys.tabTo(kyc.continueButton);
    await keys.press('Enter');
    await kyc.expectForm('Purpose of using Ferry');
    await keys.expectFocusKept();
    await keys.tabTo(page.getByLabel('Investment'));
    await keys.press('Space');
    await expect(page.getByLabel('Investment')).toBeChecked();
    await keys.tabTo(kyc.continueButton);
    await keys.press('Enter');

    // The billing address starts from the KYC address: Continue confirms it.
    await expect(page).toHaveURL(/\/user\/orderForms\/billingAddress/, { timeout: 30_000 });
    await keys.expectFocusKept();
    await keys.activateUntil(page.locator('footer').getByRole('button', { name: 'Continue' }), /\/user\/add-card/);

    // The card form is the gateway's own frame: Tab goes into it and out again.
    const orders = new OrdersPage(page);
    const card = page.frameLocator('iframe[title="Card details"]');
    await keys.tabTo(card.getByLabel('Card number'));
    await keys.type('4242424242424242');
    await keys.tabTo(card.getByLabel('Expiry date'));
    await keys.type('1234');
    await keys.tabTo(card.getByLabel('CVV'));
    await keys.type('123');
    await keys.fill(page.getByLabel('Cardholder name'), 'Ada Lovelace');
    await expect(orders.addCardButton).toBeEnabled();
    await keys.activateUntil(orders.addCardButton, /\/user\/confirm-order\?cardId=tok_/);

    // Confirm order, then the payment status to the end.
    await expect(orders.heading('Confirm your order')).toBeVisible();
    await keys.activateUntil(orders.placeOrder, /\/user\/paymentstatus\?orderId=/);
    await expect(orders.heading('All Done!')).toBeVisible({ timeout: 45_000 });
    await keys.expectFocusKept();
  });
});
