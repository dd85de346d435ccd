import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './pages/sign-in-page.js';
import { WidgetPage } from './pages/widget-page.js';

const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

/** The latest e-mail the sandbox mailbox holds for an address (the mailbox answers newest first). */
async function latestMail(page: Page, email: string) {
  const res = await page.request.get(`/api/v1/sandbox/mailbox?email=${encodeURIComponent(email)}`);
  const mails = (await res.json()).response as { subject: string; text: string; code: string | null }[];
  const mail = mails[0];
  if (!mail) throw new Error(`no e-mail in the sandbox mailbox of ${email}`);
  return mail;
}

/** Presses a footer button until the URL changes (the footer ignores a second press within 300 ms). */
async function pressUntil(page: Page, name: string, url: RegExp): Promise<void> {
  await expect(async () => {
    if (!url.test(page.url())) await page.locator('footer').getByRole('button', { name }).click({ timeout: 2000 });
    await expect(page).toHaveURL(url, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

test.describe('the widget in German (issue 18: language=de)', () => {
  test.describe.configure({ timeout: 180_000 });
  // A browser set to English: only the partner's `language` parameter makes the widget German.
  test.use({ locale: 'en-GB' });

  test('a whole card buy, its error drawers and the sign-in e-mail are in German', async ({ page }, testInfo) => {
    const widget = new WidgetPage(page);
    const email = uniqueEmail('deutsch');
    await page.goto('/?apiKey=pk_sandbox_demo&language=de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    // The exchange: German labels, German number formatting of the estimate.
    await page.getByLabel('Sie zahlen', { exact: true }).fill('100');
    const receive = page.getByRole('status', { name: 'Sie erhalten (geschätzt)' });
    await expect(receive).toHaveText(/^\d+,\d+/);
    await expect(page.getByRole('button', { name: /^Fiatwährung: EUR/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Krypto: ETH im Netzwerk / }).first()).toBeVisible();
    await widget.screenshot('de-exchange', testInfo);
    await page.locator('footer').getByRole('button').click();

    // The wallet address: a wrong one gets the German field error.
    const address = page.getByLabel('Ihre ETH-Wallet-Adresse');
    await address.fill('0x123');
    await page.locator('footer').getByRole('button', { name: 'ETH kaufen' }).click();
    await expect(page.getByText('Bitte geben Sie eine gültige Wallet-Adresse für ETH ein')).toBeVisible();
    await address.fill(WALLET);
    await pressUntil(page, 'ETH kaufen', /\/login\/email/);

    // Sign-in: the code e-mail is German, a wrong code opens the German error drawer.
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('E-Mail-Adresse').press('Enter');
    await expect(page.getByRole('heading', { name: 'E-Mail-Adresse bestätigen' })).toBeVisible({ timeout: 20_000 });
    const mail = await latestMail(page, email);
    expect(mail.subject).toBe('Ihr Ferry-Bestätigungscode');
    expect(mail.text).toContain('Ihr Ferry-Bestätigungscode lautet:');
    expect(mail.text).toMatch(/läuft in \d+ Minuten ab\./);
    expect(mail.code).toMatch(/^\d{6}$/);
    const wrongCode = mail.code === '000000' ? '111111' : '000000';
    await page.getByLabel('Bestätigungscode').fill(wrongCode);
    await page.getByLabel('Bestätigungscode').press('Enter');
    const drawer = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Hoppla!' }) });
    await expect(drawer).toBeVisible();
    await widget.screenshot('de-wrong-code-drawer', testInfo);
    await expect(drawer).not.toContainText(/[Tt]he |code is|invalid/);
    await page.keyboard.press('Escape');
    await page.getByLabel('Bestätigungscode').fill(mail.code ?? '');
    await page.getByLabel('Bestätigungscode').press('Enter');
    const terms = page.getByRole('checkbox', { name: /Nutzungsbedingungen/ });
    await expect(terms).toBeVisible();
    await terms.check();
    await page.getByLabel('Bestätigungscode').press('Enter');

    // KYC forms of a small buy, worded by the server in the caller's language.
    const h1 = (name: string) => page.getByRole('heading', { level: 1, name });
    await expect(h1('Persönliche Angaben')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(/^KYC-Schritt \d+\/\d+$/)).toBeVisible();
    await page.getByLabel('Vorname', { exact: true }).fill('Ada');
    await page.getByLabel('Nachname', { exact: true }).fill('Lovelace');
    await page.getByLabel('Geburtsdatum', { exact: true }).pressSequentially('10121990');
    await page.getByLabel('Mobilnummer', { exact: true }).fill('+447700900123');
    await widget.screenshot('de-kyc-personal-details', testInfo);
    await page.locator('footer').getByRole('button', { name: 'Weiter' }).click();
    await expect(h1('Adresse')).toBeVisible();
    await page.getByLabel('Land', { exact: true }).selectOption('DE');
    await page.getByLabel('Adresszeile 1', { exact: true }).pressSequentially('Alexanderplatz');
    await page.getByRole('option', { name: /Alexanderplatz 1, 10178, Berlin/ }).click();
    await expect(page.getByLabel('Stadt', { exact: true })).not.toHaveValue('');
    await page.locator('footer').getByRole('button', { name: 'Weiter' }).click();
    await expect(h1('Zweck der Nutzung von Ferry')).toBeVisible();
    await page.getByLabel('Geldanlage').check();
    await page.locator('footer').getByRole('button', { name: 'Weiter' }).click();

    // The billing address before the card, then the card.
    await expect(page).toHaveURL(/\/user\/orderForms\/billingAddress/, { timeout: 30_000 });
    await expect(h1('Rechnungsadresse')).toBeVisible();
    await expect(page.getByText(/^Bestellschritt 1\/1$/)).toBeVisible();
    await pressUntil(page, 'Weiter', /\/user\/(add-card|select-card|confirm-order)/);
    await expect(page.getByRole('heading', { name: 'Karte hinzufügen' })).toBeVisible();
    // The gateway's hosted form speaks the widget's language too; a card of a blocked bank is refused in German.
    const form = page.frameLocator('iframe[title="Kartendaten"]');
    await form.getByLabel('Kartennummer').pressSequentially('4000000000009995');
    await form.getByLabel('Ablaufdatum').pressSequentially('1234');
    await form.getByLabel('CVV').pressSequentially('123');
    await expect(page.getByText('Karten dieser Bank werden nicht akzeptiert. Bitte verwenden Sie eine andere Karte.')).toBeVisible();
    await form.getByLabel('Kartennummer').fill('');
    await form.getByLabel('Kartennummer').pressSequentially('4242424242424242');
    await page.getByLabel('Name des Karteninhabers').fill('Ada Lovelace');
    await expect(page.getByText(/^Hohe Erfolgschance/)).toBeVisible();
    await widget.screenshot('de-add-card', testInfo);
    await pressUntil(page, 'Karte hinzufügen', /\/user\/confirm-order\?cardId=tok_/);

    await expect(page.getByRole('heading', { name: 'Bestellung bestätigen' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Zahlung' }).getByRole('definition').first()).toHaveText('Karte');
    await widget.screenshot('de-confirm-order', testInfo);
    await pressUntil(page, 'Bestellung aufgeben', /\/user\/paymentstatus\?orderId=/);
    await expect(page.getByRole('heading', { name: /unterwegs|Alles erledigt!/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Alles erledigt!' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Transaktion ansehen' })).toBeVisible();
    await widget.screenshot('de-all-done', testInfo);
  });

  test('without a language parameter an English browser gets English', async ({ page }) => {
    await page.goto('/?apiKey=pk_sandbox_demo');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByLabel('You pay', { exact: true })).toBeVisible();
    await expect(page.getByRole('status', { name: 'You receive (estimate)' })).toHaveText(/^\d+\.\d+/);
  });
});

test.describe('a German browser without a language parameter', () => {
  test.use({ locale: 'de-DE' });

  test('gets the widget in German', async ({ page }) => {
    await page.goto('/?apiKey=pk_sandbox_demo');
    await expect(page.getByLabel('Sie zahlen', { exact: true })).toBeVisible();
  });
});
