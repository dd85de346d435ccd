import { expect, test } from '@playwright/test';
import { fieldErrors } from './pages/field-error.js';
import { KycPage, newBuyerAtKyc } from './pages/kyc-page.js';
import { confirmBillingAddress } from './pages/orders-page.js';
import { WidgetPage } from './pages/widget-page.js';

test.describe('identity checks (KYC) as a new user does them', () => {
  test.describe.configure({ timeout: 120_000 });

  test('buying above the SIMPLE limit: personal details, address, purpose and the ID step, then on to the order once APPROVED', async ({ page, request }, testInfo) => {
    const widget = new WidgetPage(page);
    const kyc = new KycPage(page);
    await newBuyerAtKyc(page, request, { amount: '500' });

    await kyc.expectForm('Personal Details', '1/4');
    await expect(kyc.continueButton).toBeDisabled();
    await expect(kyc.field('Mobile Number')).toHaveValue('+1');
    await kyc.field('First Name').fill('Ada');
    await kyc.field('First Name').fill('');
    await kyc.field('Last Name').focus();
    await expect(fieldErrors(page, 'Required')).toBeVisible();
    await expect(kyc.field('First Name')).toHaveAccessibleDescription('Required');
    await kyc.field('Date of Birth').pressSequentially('01012020');
    await kyc.field('Mobile Number').focus();
    await expect(page.getByText('Please enter a valid date')).toBeVisible();
    await widget.screenshot('kyc-personal-details-errors', testInfo);
    await kyc.field('Date of Birth').fill('');
    await kyc.fillPersonalDetails('Ada');
    await page.reload();
    await expect(kyc.field('First Name')).toHaveValue('Ada');
    await expect(kyc.field('Date of Birth')).toHaveValue('10-12-1990');
    await widget.screenshot('kyc-personal-details', testInfo);
    await kyc.continueTo('Address');

    await expect(kyc.progress).toHaveText('KYC Step 2/4');
    await kyc.fillAddressByAutocomplete('DE', 'Alexanderplatz', /Alexanderplatz 1, 10178, Berlin/);
    await expect(kyc.field('City')).toHaveValue('Berlin');
    await expect(kyc.field('Post Code')).toHaveValue('10178');
    await widget.screenshot('kyc-address', testInfo);
    await kyc.continueTo('Purpose of using Ferry');

    await expect(kyc.progress).toHaveText('KYC Step 3/4');
    await expect(kyc.stepMessage).toHaveText('Please select at least one purpose to proceed ahead');
    await expect(kyc.continueButton).toBeDisabled();
    await kyc.choosePurpose('Investment');
    await widget.screenshot('kyc-purpose', testInfo);
    await kyc.continueTo('ID Proof & Selfie');

    await expect(kyc.progress).toHaveText('KYC Step 4/4');
    const start = page.getByRole('button', { name: 'Start Verification' });
    const openLink = page.getByRole('link', { name: 'Open link' });
    await expect(start.or(openLink)).toBeVisible();
    await widget.screenshot('kyc-id-proof', testInfo);
    const popupPromise = page.waitForEvent('popup');
    if (await start.isVisible()) await start.click();
    else await openLink.click();
    const provider = await popupPromise;
    await expect(provider.getByRole('heading', { name: 'ID Proof & Selfie' })).toBeVisible();
    await provider.screenshot({ path: `e2e/screenshots/kyc-provider-page-${testInfo.project.name}.png` });
    await provider.getByRole('button', { name: 'Complete verification' }).click();
    await expect(provider.getByText('Verification submitted.')).toBeVisible();
    await provider.close();

    await page.getByRole('button', { name: "I've completed verification" }).click();
    // The profile waits for the decision and goes on to the order by itself: a card buy asks for the
    // billing address (confirming the KYC address), then for a card.
    await confirmBillingAddress(page);
    await expect(page).toHaveURL(/\/user\/add-card/, { timeout: 20_000 });
    await page.goto('/user/profile');
    await expect(page.getByRole('heading', { name: 'Identity Verified' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('footer').getByRole('button', { name: 'Resume Order' })).toBeVisible();
    await expect(page.getByText('KYC level: Level 2 (STANDARD)')).toBeVisible();
    await expect(page.getByText('Ada Lovelace')).toBeVisible();
    await expect(page.getByText('+447700900123')).toBeVisible();
    await widget.screenshot('kyc-profile-approved', testInfo);
  });

  test("a user named Reject sees 'Identity Verification Rejected' with the reasons", async ({ page, request }, testInfo) => {
    const widget = new WidgetPage(page);
    const kyc = new KycPage(page);
    await newBuyerAtKyc(page, request, { amount: '100' });
    await kyc.expectForm('Personal Details', '1/3');
    await kyc.fillPersonalDetails('Reject');
    await kyc.continueTo('Address');
    await kyc.fillAddressByAutocomplete('DE', 'Marienplatz', /Marienplatz 8/);
    await kyc.continueTo('Purpose of using Ferry');
    await kyc.choosePurpose('Trading');
    await kyc.continueButton.click();
    await expect(page).not.toHaveURL(/\/user\/kyc-forms/);

    await page.goto('/user/profile');
    await expect(page.getByRole('heading', { name: 'Identity Verification Rejected' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('The name on your ID document does not match the name you entered.')).toBeVisible();
    await expect(page.getByText('The selfie does not match the photo on your ID document.')).toBeVisible();
    await widget.screenshot('kyc-profile-rejected', testInfo);
  });

  test('a 6 MB upload shows the size message and a renamed .exe is refused', async ({ page, request }, testInfo) => {
    const widget = new WidgetPage(page);
    const kyc = new KycPage(page);
    await newBuyerAtKyc(page, request, { amount: '20000', paymentMethod: 'SEPA Bank Transfer' });
    await kyc.expectForm('Personal Details', '1/6');
    await kyc.fillPersonalDetails('Ada');
    await kyc.continueTo('Address');
    await kyc.fillAddressByAutocomplete('DE', 'Domkloster', /Domkloster 4/);
    await kyc.continueTo('Purpose of using Ferry');
    await kyc.choosePurpose('Investment');
    await kyc.continueTo('Additional Verification');
    await expect(kyc.stepMessage).toHaveText('Please select answers to all the questions');
    await kyc.field('Source of Funds').selectOption({ label: 'Salary' });
    await kyc.field('Employment Status').selectOption({ label: 'Employed' });
    await kyc.field('Expected Yearly Volume').selectOption({ label: '15,000 to 50,000' });
    await kyc.continueTo('Source Verification');
    await expect(kyc.stepMessage).toHaveText('Please upload all the necessary documents');

    const income = kyc.field('Proof of Income');
    await income.setInputFiles({ name: 'bank-statement.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * 1024 * 1024, 0x20)]) });
    await expect(page.getByText('Please make sure the file is under 5 MB.')).toBeVisible();
    await widget.screenshot('kyc-upload-too-large', testInfo);

    await income.setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]) });
    await expect(page.getByText('This file type is not accepted. Please upload a PDF, PNG or JPEG.')).toBeVisible();
    await widget.screenshot('kyc-upload-exe', testInfo);

    // The server checks the bytes too, whatever the widget let through.
    const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('ferry.authToken') ?? 'null') as string);
    const direct = await request.post('/api/v1/upload/doc', {
      headers: { authorization: token },
      multipart: { docId: 'proofOfIncome', file: { name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]) } },
    });
    expect(direct.status()).toBe(415);
    const tooLarge = await request.post('/api/v1/upload/doc', {
      headers: { authorization: token },
      multipart: { docId: 'proofOfIncome', file: { name: 'big.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(6 * 1024 * 1024, 0x20)]) } },
    });
    expect(tooLarge.status()).toBe(413);
    expect((await tooLarge.json()).message).toBe('Please make sure the file is under 5 MB.');

    await income.setInputFiles({ name: 'payslip.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(1024, 0x20)]) });
    await expect(page.getByText('payslip.pdf')).toBeVisible();
    await kyc.field('Proof of Address').setInputFiles({ name: 'bill.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]) });
    await expect(page.getByText('bill.png')).toBeVisible();
    await widget.screenshot('kyc-documents', testInfo);
    await kyc.continueTo('ID Proof & Selfie');
  });

  test('a US address asks for the SSN', async ({ page, request }, testInfo) => {
    const widget = new WidgetPage(page);
    const kyc = new KycPage(page);
    await newBuyerAtKyc(page, request, { amount: '100' });
    await kyc.fillPersonalDetails('Ada');
    await kyc.continueTo('Address');
    await kyc.fillAddressByAutocomplete('US', 'Fifth Avenue', /350 Fifth Avenue/);
    await expect(kyc.field('State')).toHaveValue('NY');
    await kyc.continueTo('Social Security Number');
    await expect(kyc.progress).toHaveText('KYC Step 3/4');
    await expect(kyc.stepMessage).toHaveText('Please enter SSN number');
    await kyc.field('SSN').pressSequentially('123456789');
    await expect(kyc.field('SSN')).toHaveValue('123-45-6789');
    await widget.screenshot('kyc-us-ssn', testInfo);
    await kyc.continueTo('Purpose of using Ferry');
    await expect(kyc.progress).toHaveText('KYC Step 4/4');
  });

  test("a method refused for the KYCed country: 'Please update your location if incorrect' with 'Update Now' to the address form", async ({ page, request }, testInfo) => {
    const widget = new WidgetPage(page);
    const kyc = new KycPage(page);
    await newBuyerAtKyc(page, request, { amount: '100' });
    await kyc.expectForm('Personal Details');
    await kyc.fillPersonalDetails('Ada');
    await kyc.continueTo('Address');
    await kyc.fillAddressByAutocomplete('DE', 'Alexanderplatz', /Alexanderplatz 1, 10178, Berlin/);
    await kyc.continueTo('Purpose of using Ferry');
    await kyc.choosePurpose('Investment');
    await kyc.continueButton.click();
    await expect(page).not.toHaveURL(/\/user\/kyc-forms/, { timeout: 20_000 });

    // GBP's card and bank transfer serve the UK only: refused for a German address, with the alert.
    await widget.open('/?apiKey=pk_sandbox_demo&fiatCurrency=GBP');
    const alert = page.getByRole('alert').filter({ hasText: 'Please update your location if incorrect' });
    await expect(alert).toBeVisible();
    await expect(page.getByText('This payment method is unavailable in your KYCed country.').first()).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Update Now' })).toHaveAttribute('href', '/user/kyc-forms/address?update=true');
    await widget.screenshot('exchange-location-alert', testInfo);

    // A euro buyer's methods all serve Germany: no alert.
    await widget.open('/?apiKey=pk_sandbox_demo&fiatCurrency=EUR');
    await expect(page.getByRole('radio', { name: /Card/ })).toBeEnabled();
    await expect(page.getByText('Please update your location if incorrect')).toHaveCount(0);
  });
});
