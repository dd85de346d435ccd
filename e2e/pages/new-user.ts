import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { KycPage } from './kyc-page.js';
import { codeFromMailbox, SignInPage } from './sign-in-page.js';

/**
 * From the e-mail login to the end of the KYC forms of a small order, as a new user does it: the
 * code from the sandbox mailbox, the terms, then personal details, a German address and the
 * purpose. Where the widget goes next (profile, add card, ...) is the caller's to check.
 */
export async function signInAndFillSmallOrderKyc(page: Page, request: APIRequestContext, email: string): Promise<void> {
  const signIn = new SignInPage(page);
  await signIn.requestCode(email);
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await signIn.submitCodeAcceptingTerms(await codeFromMailbox(request, email));

  const kyc = new KycPage(page);
  await kyc.expectForm('Personal Details');
  await kyc.fillPersonalDetails('Ada');
  await kyc.continueTo('Address');
  await kyc.fillAddressByAutocomplete('DE', 'Alexanderplatz', /Alexanderplatz 1, 10178, Berlin/);
  await kyc.continueTo('Purpose of using Ferry');
  await kyc.choosePurpose('Investment');
  await kyc.continueButton.click();
}
