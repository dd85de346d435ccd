import { expect, test } from '@playwright/test';
import { MenuPage } from './pages/menu-page.js';
import { codeFromMailbox, SignInPage, uniqueEmail } from './pages/sign-in-page.js';
import { WidgetPage } from './pages/widget-page.js';

test.describe('sign-in with an e-mail code', () => {
  test('a new user signs in with the code from the sandbox mailbox, accepts the terms, and logs out', async ({
    page,
    request,
  }, testInfo) => {
    const widget = new WidgetPage(page);
    const signIn = new SignInPage(page);
    const menu = new MenuPage(page);
    const email = uniqueEmail('new-user');

    await widget.open('/?apiKey=pk_sandbox_demo');
    await expect(widget.heading('Buy Crypto To Your Wallet')).toBeVisible();
    await widget.menuButton.click();
    await menu.logIn.click();

    await expect(widget.heading('Enter Your Email')).toBeVisible();
    await signIn.continueButton.click();
    await expect(signIn.fieldError('Required')).toBeVisible();
    await signIn.emailField.fill('ada@');
    await signIn.emailField.press('Enter');
    await expect(signIn.fieldError('Please enter a valid email address')).toBeVisible();
    await widget.screenshot('login-email-invalid', testInfo);

    await signIn.requestCode(`  ${email.toUpperCase()} `);
    await expect(widget.heading('Verify Your Email')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // Whether terms need accepting is decided at verify: the code screen asks nobody up front.
    await expect(signIn.terms).toHaveCount(0);
    await widget.screenshot('login-otp', testInfo);

    const code = await codeFromMailbox(request, email);
    await signIn.codeField.fill(code);
    await signIn.continueButton.click();
    await expect(signIn.toast).toHaveText('Please accept Terms and Conditions');
    await expect(signIn.terms).toBeVisible();
    await widget.screenshot('login-otp-terms-toast', testInfo);

    await signIn.terms.check();
    await signIn.codeField.press('Enter');
    await expect(widget.heading('Buy Crypto To Your Wallet')).toBeVisible();
    const token = await signIn.storedToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const user = await request.get('/api/v1/users?apiKey=pk_sandbox_demo', {
      headers: { authorization: token ?? '' },
    });
    expect(user.status()).toBe(200);
    expect((await user.json()).response).toMatchObject({
      email,
      isTncAccepted: true,
      termsOfServiceVersion: '1.1.0',
    });

    await widget.menuButton.click();
    await expect(page.getByRole('link', { name: /My Profile/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /My Limits/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /My Orders/ })).toBeVisible();
    await expect(menu.logIn).toHaveCount(0);
    await widget.screenshot('menu-logged-in', testInfo);

    await page.getByRole('button', { name: /Logout/ }).click();
    await expect(widget.heading('Enter Your Email')).toBeVisible();
    expect(await signIn.storedToken()).toBeNull();

    const afterLogout = await request.get('/api/v1/users', {
      headers: { authorization: token ?? '' },
    });
    expect(afterLogout.status()).toBe(401);
    await widget.menuButton.click();
    await expect(menu.logIn).toBeVisible();

    // A returning user who accepted the terms is not asked again.
    await menu.logIn.click();
    await signIn.requestCode(email);
    await expect(widget.heading('Verify Your Email')).toBeVisible();
    await expect.poll(() => codeFromMailbox(request, email)).not.toBe(code);
    await signIn.submitCode(await codeFromMailbox(request, email));
    await expect(widget.heading('Buy Crypto To Your Wallet')).toBeVisible();
    await expect(signIn.terms).toHaveCount(0);
  });

  test('a wrong code is refused in the error drawer; a new code replaces the old one', async ({
    page,
    request,
  }, testInfo) => {
    const widget = new WidgetPage(page);
    const signIn = new SignInPage(page);
    const email = uniqueEmail('wrong-code');

    await widget.open('/login/email?apiKey=pk_sandbox_demo');
    await signIn.requestCode(email);
    await expect(widget.heading('Verify Your Email')).toBeVisible();
    const oldCode = await codeFromMailbox(request, email);

    await signIn.codeField.fill(oldCode === '000000' ? '111111' : '000000');
    await signIn.continueButton.click();
    await expect(signIn.drawer).toContainText('Invalid verification code');
    await widget.screenshot('login-otp-invalid', testInfo);
    await signIn.drawer.getByRole('button', { name: 'OK' }).click();

    await signIn.sendNewCode.click();
    await expect(page.getByText('A new code is on its way')).toBeVisible();
    await expect.poll(() => codeFromMailbox(request, email)).not.toBe(oldCode);
    const newCode = await codeFromMailbox(request, email);

    await signIn.submitCode(oldCode);
    await expect(signIn.drawer).toContainText('Invalid verification code');
    await signIn.drawer.getByRole('button', { name: 'OK' }).click();

    await signIn.submitCodeAcceptingTerms(newCode);
    await expect(widget.heading('Buy Crypto To Your Wallet')).toBeVisible();
  });

  test('the code screen without a code request goes back to the e-mail screen', async ({
    page,
  }) => {
    const widget = new WidgetPage(page);
    await widget.open('/login/otp?apiKey=pk_sandbox_demo');
    await expect(widget.heading('Enter Your Email')).toBeVisible();
  });
});
