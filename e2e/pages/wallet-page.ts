import { expect, type Locator, type Page } from '@playwright/test';
import { fieldErrors } from './field-error.js';

/** Enter Your Wallet Address: the crypto, the address (and tag) and the call to action. */
export class WalletPage {
  readonly heading: Locator;
  readonly error: Locator;
  readonly back: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Enter Your Wallet Address' });
    this.error = fieldErrors(page);
    this.back = page.getByRole('button', { name: 'Back' });
  }

  addressInput(symbol: string): Locator {
    return this.page.getByLabel(`Your ${symbol} wallet address`);
  }

  cta(name: string): Locator {
    return this.page.locator('footer').getByRole('button', { name });
  }

  /** Presses the call to action until it leads to `url`: the footer ignores a second press within 300 ms (spec 001 section 9). */
  async continueTo(name: string, url: RegExp): Promise<void> {
    await expect(async () => {
      await this.cta(name).click();
      await expect(this.page).toHaveURL(url, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
  }
}
