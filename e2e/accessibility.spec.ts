import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './pages/axe.js';
import { ExchangePage } from './pages/exchange-page.js';
import { signInAndFillSmallOrderKyc } from './pages/new-user.js';
import { codeFromMailbox, SignInPage, uniqueEmail } from './pages/sign-in-page.js';
import { WalletPage } from './pages/wallet-page.js';
import { WidgetPage } from './pages/widget-page.js';

test.describe('accessibility (WCAG 2.2 AA, axe)', () => {
  // Each test walks five to fifteen screens with an axe run on each, a journey's length: the default
  // 30 s per test was spent on a loaded machine (load 17 on 2 cores) before any check failed.
  test.describe.configure({ timeout: 120_000 });

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

  test('the info pages, the error screens and a signed-in user\'s menu, profile, limits and orders', async ({ page, request }) => {
    const widget = new WidgetPage(page);
    for (const [path, screen] of [
      ['/terms-of-service?apiKey=pk_sandbox_demo', 'terms of service'],
      ['/privacy-policy?apiKey=pk_sandbox_demo', 'privacy policy'],
      ['/support?apiKey=pk_sandbox_demo', 'support'],
      ['/about?apiKey=pk_sandbox_demo', 'about'],
      ['/crypto-scams-guide?apiKey=pk_sandbox_demo', 'crypto scams guide'],
      ['/uk-risk-summary?apiKey=pk_sandbox_demo', 'UK risk summary'],
      ['/whale-application/buy?apiKey=pk_sandbox_demo', 'whale application'],
      ['/possible-crypto-scam-warning?apiKey=pk_sandbox_demo', 'scam warning'],
      ['/404?apiKey=pk_sandbox_demo', 'page not found'],
      ['/?apiKey=pk_sandbox_nonexistent', 'invalid API key'],
    ] as const) {
      await widget.open(path);
      await expect(page.getByRole('heading').locator('visible=true').first()).toBeVisible();
      await expectNoSeriousViolations(page, screen);
    }

    const email = uniqueEmail('a11y-menu');
    await widget.open('/login/email?apiKey=pk_sandbox_demo');
    const signIn = new SignInPage(page);
    await signIn.requestCode(email);
    await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
    await signIn.submitCodeAcceptingTerms(await codeFromMailbox(request, email));
    await expect(page).not.toHaveURL(/\/login\//);
    for (const [path, screen] of [
      ['/menu', 'menu (signed in)'],
      ['/user/profile', 'profile'],
      ['/user/limits', 'My Limits'],
      ['/user/orders', 'order list (empty)'],
      ['/user/kyc-forms', 'the first KYC form'],
    ] as const) {
      await widget.open(path);
      await expect(widget.title).toBeVisible();
      await expect(page.getByRole('progressbar', { name: /loading/i })).toHaveCount(0);
      await expectNoSeriousViolations(page, screen);
    }
  });

  test('partner colours that fail AA contrast are adjusted, and the screen passes axe with them', async ({ page }) => {
    const widget = new WidgetPage(page);
    await widget.open('/?apiKey=pk_sandbox_demo&brandColor=ffd400&textSecondaryColor=cccccc');
    await expect(page.getByRole('button', { name: /Crypto:/ })).toBeVisible();
    const variable = (name: string) => widget.card.evaluate((card, property) => getComputedStyle(card).getPropertyValue(property).trim(), name);
    // The accent is text too (links, badges): darkened from the partner's yellow; the button keeps the yellow fill with dark text.
    expect(await variable('--ferry-colors-brand')).not.toBe('#ffd400');
    expect(await variable('--ferry-colors-button-fill')).toBe('#ffd400');
    expect(await variable('--ferry-colors-button-text')).toBe('#0f172a');
    expect(await variable('--ferry-colors-text-secondary')).not.toBe('#cccccc');
    await expect(page.locator('footer').getByRole('button')).toHaveCSS('background-color', 'rgb(255, 212, 0)');
    await expectNoSeriousViolations(page, 'exchange with a yellow brand and pale secondary text');
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
