import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { fieldErrors } from './field-error.js';

/** The two sign-in screens: Enter Your Email and Verify Your Email. */
export class SignInPage {
  readonly emailField: Locator;
  readonly codeField: Locator;
  readonly terms: Locator;
  readonly continueButton: Locator;
  readonly sendNewCode: Locator;
  readonly drawer: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.emailField = page.getByLabel('Email address');
    this.codeField = page.getByLabel('Verification code');
    this.terms = page.getByRole('checkbox', { name: /Terms of Service/ });
    this.continueButton = page.getByRole('button', { name: 'Continue' });
    this.sendNewCode = page.getByRole('button', { name: "Didn't get it? Send a new code" });
    this.drawer = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'Oops!' }) });
    this.toast = page.getByRole('status');
  }

  fieldError(text: string): Locator {
    return fieldErrors(this.page, text);
  }

  /**
   * Enter in a field submits like Continue does; the tests use it for repeated tries because the
   * footer button ignores a second click within 300 ms (spec 001 section 9).
   */
  async requestCode(email: string): Promise<void> {
    await this.emailField.fill(email);
    await this.emailField.press('Enter');
  }

  async submitCode(code: string): Promise<void> {
    await this.codeField.fill(code);
    await this.codeField.press('Enter');
  }

  /**
   * Submits the code; when the server says the terms still need accepting (a new user), the box
   * appears with the toast: tick it and submit again. A returning user goes straight through.
   */
  async submitCodeAcceptingTerms(code: string): Promise<void> {
    await this.submitCode(code);
    await expect
      .poll(async () => (await this.terms.isVisible()) || !/\/login\/otp/.test(this.page.url()), { timeout: 15_000 })
      .toBe(true);
    if (await this.terms.isVisible()) {
      await this.terms.check();
      await this.codeField.press('Enter');
    }
  }

  /** The stored access token (the widget keeps the login in local storage). */
  async storedToken(): Promise<string | null> {
    const raw = await this.page.evaluate(() => window.localStorage.getItem('ferry.authToken'));
    return raw ? (JSON.parse(raw) as string) : null;
  }
}

/** Reads the newest one-time code from the sandbox mailbox, as a tester would. */
export async function codeFromMailbox(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.get(`/api/v1/sandbox/mailbox?email=${encodeURIComponent(email)}`);
  const messages = (await res.json()).response as { code: string | null }[];
  const code = messages[0]?.code;
  if (!code) throw new Error(`no code in the sandbox mailbox of ${email}`);
  return code;
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
