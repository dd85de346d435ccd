import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ExchangePage } from './exchange-page.js';
import { codeFromMailbox, SignInPage, uniqueEmail } from './sign-in-page.js';
import { WalletPage } from './wallet-page.js';

const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** The KYC forms as a person fills them: labelled fields, the footer's Continue, the step progress. */
export class KycPage {
  readonly continueButton: Locator;
  readonly progress: Locator;
  readonly stepMessage: Locator;

  constructor(readonly page: Page) {
    this.continueButton = page.locator('footer').getByRole('button', { name: 'Continue' });
    this.progress = page.getByText(/^KYC Step \d+\/\d+$/);
    this.stepMessage = page.locator('footer').getByRole('status');
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async expectForm(title: string, step?: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    if (step) await expect(this.progress).toHaveText(`KYC Step ${step}`);
  }

  /** Presses Continue until the next screen shows: the footer ignores a second press within 300 ms. */
  async continueTo(nextTitle: string): Promise<void> {
    await expect(this.continueButton).toBeEnabled();
    await this.continueButton.click();
    await expect(this.page.getByRole('heading', { level: 1, name: nextTitle })).toBeVisible();
  }

  async fillPersonalDetails(firstName: string): Promise<void> {
    await this.field('First Name').fill(firstName);
    await this.field('Last Name').fill('Lovelace');
    await this.field('Date of Birth').pressSequentially('10121990');
    await this.field('Mobile Number').fill('+447700900123');
  }

  /** Address by autocomplete: type, pick the suggestion, the rest fills itself. */
  async fillAddressByAutocomplete(country: string, typed: string, suggestion: RegExp): Promise<void> {
    await this.field('Country').selectOption(country);
    await this.field('Address Line 1').pressSequentially(typed);
    await this.page.getByRole('option', { name: suggestion }).click();
    await expect(this.field('City')).not.toHaveValue('');
  }

  async choosePurpose(name: string): Promise<void> {
    await this.page.getByLabel(name).check();
  }
}

/**
 * A new user's way to the KYC forms: an amount on the exchange, a wallet address, sign-in with
 * the code from the sandbox mailbox; then the KYC forms the order needs.
 */
export async function newBuyerAtKyc(page: Page, request: APIRequestContext, { amount, paymentMethod }: { amount: string; paymentMethod?: string }) {
  const email = uniqueEmail('kyc');
  const exchange = new ExchangePage(page);
  await page.goto('/?apiKey=pk_sandbox_demo');
  if (paymentMethod) await exchange.paymentMethod(paymentMethod).check();
  await exchange.typeAmount(amount);
  await exchange.receivedAmount();
  await exchange.cta.click();
  const wallet = new WalletPage(page);
  await wallet.addressInput('ETH').fill(WALLET);
  await wallet.continueTo('Buy ETH', /\/login\/email/);
  const signIn = new SignInPage(page);
  await signIn.requestCode(email);
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await signIn.submitCodeAcceptingTerms(await codeFromMailbox(request, email));
  await expect(page).not.toHaveURL(/\/login\//);
  // Confirm order's pre-order routing leads to the first form; until that screen exists, open the forms directly.
  if (!/\/user\/kyc-forms/.test(page.url())) await page.goto('/user/kyc-forms');
  return { email };
}
