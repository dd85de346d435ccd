import { expect, test } from '@playwright/test';
import { ExchangePage } from './pages/exchange-page.js';
import { WalletPage } from './pages/wallet-page.js';
import { WidgetPage } from './pages/widget-page.js';

test.describe('wallet address page', () => {
  test('a malformed address is refused with its text; a valid one goes on to sign-in', async ({ page }, testInfo) => {
    const widget = new WidgetPage(page);
    const exchange = new ExchangePage(page);
    const wallet = new WalletPage(page);
    await widget.open('/?apiKey=pk_sandbox_demo');
    await exchange.typeAmount('250');
    await exchange.receivedAmount();
    await exchange.cta.click();
    await expect(wallet.heading).toBeVisible();
    await expect(page.getByText('Network: ethereum')).toBeVisible();
    await wallet.addressInput('ETH').fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD');
    await wallet.cta('Buy ETH').click();
    await expect(wallet.error).toHaveText('Please enter a valid ETH wallet address');
    await widget.screenshot('wallet-invalid', testInfo);
    await wallet.addressInput('ETH').fill('  0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed ');
    await expect(wallet.error).toHaveCount(0);
    await widget.screenshot('wallet-valid', testInfo);
    await wallet.continueTo('Buy ETH', /\/login\/email/);
    expect(await page.evaluate(() => window.sessionStorage.getItem('ferry.walletAddress'))).toBe('"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"');
  });

  test('XRP asks for the destination tag and checks both', async ({ page }, testInfo) => {
    const widget = new WidgetPage(page);
    const exchange = new ExchangePage(page);
    const wallet = new WalletPage(page);
    await widget.open('/?apiKey=pk_sandbox_demo');
    await exchange.chooseCrypto('XRP', 'ripple');
    await exchange.typeAmount('100');
    await exchange.receivedAmount();
    await exchange.cta.click();
    await wallet.addressInput('XRP').fill('rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh');
    await page.getByLabel('Destination Tag (optional)').fill('12ab');
    await wallet.cta('Buy XRP').click();
    await expect(wallet.error).toHaveText('Please enter a valid XRP destination tag');
    await page.getByLabel('Destination Tag (optional)').fill('12345');
    await widget.screenshot('wallet-xrp-tag', testInfo);
    await wallet.continueTo('Buy XRP', /\/login\/email/);
  });

  test('without a quote the page goes back to the exchange, and Back returns there', async ({ page }) => {
    const widget = new WidgetPage(page);
    await widget.open('/wallet-confirm?apiKey=pk_sandbox_demo');
    await expect(widget.heading('Buy Crypto To Your Wallet')).toBeVisible();
    const exchange = new ExchangePage(page);
    await exchange.typeAmount('250');
    await exchange.receivedAmount();
    await exchange.cta.click();
    await new WalletPage(page).back.click();
    await expect(widget.heading('Buy Crypto To Your Wallet')).toBeVisible();
  });
});
