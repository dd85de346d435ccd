import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ExchangePage } from './exchange-page.js';
import { signInAndFillSmallOrderKyc } from './new-user.js';
import { uniqueEmail } from './sign-in-page.js';
import { WalletPage } from './wallet-page.js';

/** The order screens as a person uses them: confirm order, add card, payment status, orders. */
export class OrdersPage {
  readonly placeOrder: Locator;
  readonly addCardButton: Locator;
  /** Payment status's banner for an order that carried a campaign discount (pk_sandbox_demo has one). */
  readonly discountBanner: Locator;

  constructor(readonly page: Page) {
    this.placeOrder = page.locator('footer').getByRole('button', { name: 'Place Order' });
    this.addCardButton = page.locator('footer').getByRole('button', { name: 'Add Card' });
    this.discountBanner = page.getByRole('region', { name: 'Discount applied' });
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { name });
  }

  /** Types a card into the gateway's hosted form (its own iframe), as a person would. */
  async typeCard(number: string, { expiry = '12/34', cvv = '123', name = 'Ada Lovelace' } = {}): Promise<void> {
    const form = this.page.frameLocator('iframe[title="Card details"]');
    await form.getByLabel('Card number').pressSequentially(number.replaceAll(' ', ''));
    await form.getByLabel('Expiry date').pressSequentially(expiry.replace('/', ''));
    await form.getByLabel('CVV').pressSequentially(cvv);
    await this.page.getByLabel('Cardholder name').fill(name);
  }

  /**
   * Presses a footer button until the URL changes: the footer ignores a second press within 300 ms.
   * A press whose answer is slow may still lead there after the check gave up, so the next round
   * looks at the URL before pressing a button that may be gone.
   */
  async pressUntil(button: Locator, url: RegExp): Promise<void> {
    await expect(async () => {
      if (!url.test(this.page.url())) await button.click({ timeout: 2000 });
      await expect(this.page).toHaveURL(url, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  }
}

const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/**
 * A new user's way to confirm order: the exchange (fiat, payment method, amount), the wallet
 * address, sign-in with the code from the sandbox mailbox, the KYC forms of a small buy, then
 * the profile until the sandbox approves, which goes on to confirm order by itself.
 */
export async function newApprovedBuyer(
  page: Page,
  request: APIRequestContext,
  {
    amount = '100',
    paymentMethod,
    fiat,
    isOpen = false,
    email = uniqueEmail('buyer'),
  }: { amount?: string; paymentMethod?: string; fiat?: string; isOpen?: boolean; email?: string } = {},
): Promise<{ email: string }> {
  const exchange = new ExchangePage(page);
  // isOpen: the widget is already on the exchange (a partner's SDK opened it).
  if (!isOpen) await page.goto('/?apiKey=pk_sandbox_demo');
  if (fiat) await exchange.chooseFiat(fiat);
  if (paymentMethod) await exchange.paymentMethod(paymentMethod).check();
  await exchange.typeAmount(amount);
  await exchange.receivedAmount();
  await exchange.cta.click();
  const wallet = new WalletPage(page);
  await wallet.addressInput('ETH').fill(WALLET);
  await wallet.continueTo('Buy ETH', /\/login\/email/);
  await signInAndFillSmallOrderKyc(page, request, email);
  // Confirm order sends a user whose KYC is still being decided to the profile, which goes on to
  // the order by itself once the sandbox approves (no dead end).
  await expect(page).toHaveURL(/\/user\/(orderForms|add-card|select-card|payment-confirmation|submit-pan|confirm-order)/, { timeout: 20_000 });
  if (!paymentMethod || /card/i.test(paymentMethod)) await confirmBillingAddress(page);
  return { email };
}

/**
 * A card buyer without a billing address is asked for it before the card; the form starts from
 * the KYC address, so Continue confirms it.
 */
export async function confirmBillingAddress(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/user\/orderForms\/billingAddress/, { timeout: 20_000 });
  await expect(page.getByText('ORDER Step 1/1')).toBeVisible();
  const orders = new OrdersPage(page);
  await orders.pressUntil(page.locator('footer').getByRole('button', { name: 'Continue' }), /\/user\/(add-card|select-card|confirm-order)/);
}
