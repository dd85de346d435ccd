import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './pages/axe.js';
import { ExchangePage } from './pages/exchange-page.js';
import { signInAndFillSmallOrderKyc } from './pages/new-user.js';
import { SignInPage } from './pages/sign-in-page.js';
import { WalletPage } from './pages/wallet-page.js';
import { WidgetPage } from './pages/widget-page.js';

test.describe('accessibility (WCAG 2.2 AA, axe)', () => {
  test('the exchange, its pickers, the menu and the sign-in screens', async ({ page }) => {
    const widget = new WidgetPage(page);
    await widget.open('/?apiKey=pk_sandbox_demo');
    await expect(page.getByRole('button', { name: /Crypto:/ })).toBeVisible();
    await expectNoSeriousViolations(page, 'exchange (buy)');

    await widget.tab('Sell').click();
    await expect(widget.tab('Sell')).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousViolations(page, 'exchange (sell)');

    await widget.tab('Buy').click();
    await page.getByRole('button', { name: /Crypto:/ }).click();
    await expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toBeVisible();
    await expectNoSeriousViolations(page, 'crypto picker');
    await page.keyboard.press('Escape');

    await widget.open('/?apiKey=pk_sandbox_demo');
    await widget.menuButton.click();
    await expect(widget.closeMenuButton).toBeVisible();
    await expectNoSeriousViolations(page, 'menu');

    await widget.open('/login/email?apiKey=pk_sandbox_demo');
    await expect(widget.heading('Enter Your Email')).toBeVisible();
    await expectNoSeriousViolations(page, 'enter e-mail');
    const signIn = new SignInPage(page);
    await signIn.continueButton.click();
    await expect(signIn.fieldError('Required')).toBeVisible();
    await expectNoSeriousViolations(page, 'enter e-mail with its error');
    // What a screen reader says of the failed field: its name, that it is invalid, and the error.
    await expect(signIn.emailField).toHaveAttribute('aria-invalid', 'true');
    await expect(signIn.emailField).toHaveAccessibleName('Email address');
    await expect(signIn.emailField).toHaveAccessibleDescription(/Required/);
    await signIn.requestCode(`a11y-${Date.now()}@example.com`);
    await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
    await expectNoSeriousViolations(page, 'verify e-mail');
  });

  test('the wallet page, the KYC forms and the screen after them, for a new user with an order', async ({ page, request }) => {
    const exchange = new ExchangePage(page);
    await new WidgetPage(page).open('/?apiKey=pk_sandbox_demo');
    await exchange.typeAmount('100');
    await exchange.receivedAmount();
    await exchange.cta.click();
    const wallet = new WalletPage(page);
    await expect(wallet.addressInput('ETH')).toBeVisible();
    await expectNoSeriousViolations(page, 'wallet address');
    await wallet.addressInput('ETH').fill('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    await wallet.continueTo('Buy ETH', /\/login\/email/);
    await signInAndFillSmallOrderKyc(page, request, `a11y-kyc-${Date.now()}@example.com`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, 'after the KYC forms');
  });

  test('a user who asks for less motion gets no transitions or animations', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await new WidgetPage(page).open('/?apiKey=pk_sandbox_demo');
    const button = page.getByRole('button', { name: /Crypto:/ });
    await expect(button).toBeVisible();
    const durations = await page.evaluate(() =>
      Array.from(document.querySelectorAll('*')).flatMap((element) => {
        const style = getComputedStyle(element);
        return [style.transitionDuration, style.animationDuration].flatMap((value) => value.split(',').map((part) => parseFloat(part)));
      }),
    );
    expect(Math.max(...durations)).toBeLessThan(0.001);
  });
});
