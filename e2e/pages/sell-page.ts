import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ExchangePage } from './exchange-page.js';
import { signInAndFillSmallOrderKyc } from './new-user.js';
import { uniqueEmail } from './sign-in-page.js';
import { WidgetPage } from './widget-page.js';

/** The sell screens as a person uses them: bank details, the payout card check, the crypto transfer. */
export class SellPage {
  readonly placeOrder: Locator;
  readonly addCardButton: Locator;
  readonly iHavePaid: Locator;
  readonly continueButton: Locator;

  constructor(readonly page: Page) {
    this.placeOrder = page.locator('footer').getByRole('button', { name: 'Place Order' });
    this.addCardButton = page.locator('footer').getByRole('button', { name: 'Add Card' });
    this.iHavePaid = page.locator('footer').getByRole('button', { name: 'Yes, I Have Paid' });
    this.continueButton = page.locator('footer').getByRole('button', { name: 'Continue' });
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { name });
  }

  /** Presses a footer button until the URL changes: the footer ignores a second press within 300 ms. */
  async pressUntil(button: Locator, url: RegExp): Promise<void> {
    await expect(async () => {
      await button.click();
      await expect(this.page).toHaveURL(url, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  }

  /** The order list, reloaded until a row reads the label (the list itself does not poll). */
  async expectListLabel(label: string, timeout = 20_000): Promise<void> {
    await expect(async () => {
      await this.page.goto('/user/orders');
      await expect(this.page.getByRole('button', { name: new RegExp(`Sell .*${label}`) })).toBeVisible({ timeout: 1500 });
    }).toPass({ timeout });
  }
}

/**
 * A new user's way to a sell: the exchange's Sell tab (payout method, crypto amount), sign-in with
 * the code from the sandbox mailbox, the KYC forms of a small sell, then the profile until the
 * sandbox approves, and back to confirm order.
 */
export async function newApprovedSeller(
  page: Page,
  request: APIRequestContext,
  { amount = '0.04', paymentMethod }: { amount?: string; paymentMethod: string },
): Promise<{ email: string }> {
  const email = uniqueEmail('seller');
  const widget = new WidgetPage(page);
  const exchange = new ExchangePage(page);
  await page.goto('/?apiKey=pk_sandbox_demo');
  await widget.tab('Sell').click();
  await exchange.paymentMethod(paymentMethod).check();
  await exchange.sellInput.fill(amount);
  await exchange.receivedAmount();
  await expect(exchange.cta).toHaveText('Sell Now');
  await exchange.cta.click();
  await expect(page).toHaveURL(/\/login\/email/);
  await signInAndFillSmallOrderKyc(page, request, email);
  // Confirm order sends a user whose KYC is still being decided to the profile, which goes on to
  // the order by itself once the sandbox approves (no dead end).
  await expect(page).toHaveURL(/\/user\/(orderForms|add-card|select-card|confirm-order)/, { timeout: 20_000 });
  return { email };
}
