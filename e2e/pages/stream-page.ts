import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The off-ramp stream screens as a person uses them, and the sandbox console's deposit form as an API call. */
export class StreamPage {
  readonly footerButton: (name: string) => Locator;

  constructor(readonly page: Page) {
    this.footerButton = (name: string) => page.locator('footer').getByRole('button', { name });
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { name });
  }

  /** Presses a footer button until the URL changes: the footer ignores a second press within 300 ms. */
  async pressUntil(name: string, url: RegExp): Promise<void> {
    await expect(async () => {
      await this.footerButton(name).click();
      await expect(this.page).toHaveURL(url, { timeout: 2500 });
    }).toPass({ timeout: 20_000 });
  }

  /** The full stream address, from the copy overlay. */
  async copyAddress(): Promise<string> {
    await this.page.getByRole('button', { name: 'Copy address' }).click();
    const overlay = this.page.getByRole('dialog', { name: 'Wallet address copied!' });
    await expect(overlay).toBeVisible();
    return (await overlay.locator('code').textContent()) ?? '';
  }

  /** The order list, reloaded until a stream row reads the label (the list itself does not poll). */
  async expectOrders(label: string, count: number, timeout = 45_000): Promise<void> {
    await expect(async () => {
      await this.page.goto('/user/orders');
      await expect(this.page.getByRole('button', { name: new RegExp(`Sell .*${label}`) })).toHaveCount(count, { timeout: 1500 });
    }).toPass({ timeout });
  }
}

/** The sandbox console's 'Off-ramp stream' form, as its API: crypto arrives at a stream address. */
export async function sendDeposit(request: APIRequestContext, token: string, deposit: { address: string; amount: string; cryptoCurrency?: string; network?: string }): Promise<void> {
  const res = await request.post('/api/v1/sandbox/stream/deposits', {
    headers: { Authorization: token },
    data: { cryptoCurrency: 'ETH', network: 'ethereum', ...deposit },
  });
  expect(res.status(), await res.text()).toBe(200);
}
