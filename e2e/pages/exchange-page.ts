import { expect, type Locator, type Page } from '@playwright/test';

/** The exchange calculator as a person uses it: amounts, choosers, payment methods, fees. */
export class ExchangePage {
  readonly payInput: Locator;
  readonly sellInput: Locator;
  readonly receive: Locator;
  readonly errorBox: Locator;
  readonly rate: Locator;
  readonly fees: Locator;
  readonly seeFees: Locator;
  readonly hideFees: Locator;
  readonly cta: Locator;

  constructor(readonly page: Page) {
    this.payInput = page.getByLabel('You pay', { exact: true });
    this.sellInput = page.getByLabel('You sell', { exact: true });
    this.receive = page.getByRole('status', { name: 'You receive (estimate)' });
    this.errorBox = page.getByRole('alert');
    this.rate = page.getByText(/^1 [A-Z]+ = [\d.]+ [A-Z]{3}$/);
    this.fees = page.getByRole('region', { name: 'Fees' });
    this.seeFees = page.getByRole('button', { name: 'See fees calculation' });
    this.hideFees = page.getByRole('button', { name: 'Hide' });
    this.cta = page.locator('footer').getByRole('button');
  }

  async typeAmount(text: string): Promise<void> {
    await this.payInput.fill(text);
  }

  async chooseFiat(symbol: string): Promise<void> {
    await this.page.getByRole('button', { name: /^Fiat currency:/ }).first().click();
    await this.page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${symbol}\\b`) }).click();
  }

  async chooseCrypto(symbol: string, network: string): Promise<void> {
    await this.page.getByRole('button', { name: /^Crypto:/ }).first().click();
    const picker = this.page.getByRole('dialog', { name: 'Select crypto' });
    await picker.getByRole('searchbox', { name: 'Search' }).fill(symbol);
    await picker.getByRole('button', { name: network, exact: true }).click();
    await picker.getByRole('list').getByRole('button', { name: new RegExp(`^${symbol}\\b`) }).click();
  }

  paymentMethod(name: string): Locator {
    return this.page.getByRole('radio', { name });
  }

  /** The fee lines and the total as shown, in cents. */
  async shownFees(): Promise<{ lines: number[]; total: number }> {
    if (await this.seeFees.isVisible()) await this.seeFees.click();
    const cents = (text: string) => {
      const match = /([\d.]+) [A-Z]{3}$/.exec(text.trim());
      if (!match?.[1]) throw new Error(`no amount in "${text}"`);
      const [whole = '0', fraction = ''] = match[1].split('.');
      return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
    };
    const lines = await this.fees.getByRole('listitem').allTextContents();
    const total = (await this.fees.getByText(/^Total fees/).locator('..').textContent()) ?? '';
    return { lines: lines.map(cents), total: cents(total) };
  }

  async receivedAmount(): Promise<string> {
    await expect(this.receive).toHaveText(/^\d/);
    return (await this.receive.textContent()) ?? '';
  }
}
