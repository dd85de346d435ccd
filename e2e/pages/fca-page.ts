import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { FCA_SET_IDS, keyedQuestionsOf, type BankQuestion } from '../../apps/server/src/modules/fca/question-bank.js';
import { expectNoSeriousViolations } from './axe.js';
import { ExchangePage } from './exchange-page.js';
import { KycPage } from './kyc-page.js';
import { codeFromMailbox, SignInPage, uniqueEmail } from './sign-in-page.js';
import { WalletPage } from './wallet-page.js';

const WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
/** The server's own question bank: the test knows the right answers the way the server does. */
const BANK: BankQuestion[] = FCA_SET_IDS.flatMap((setId) => keyedQuestionsOf(setId));

/** The UK regulatory screens as a person uses them: the footer's button, the questions, the timers. */
export class FcaPage {
  readonly footerButton: Locator;
  readonly question: Locator;
  readonly timer: Locator;

  constructor(readonly page: Page) {
    this.footerButton = page.locator('footer').getByRole('button');
    this.question = page.getByRole('radiogroup');
    this.timer = page.getByRole('timer');
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { name });
  }

  /** Presses the footer's button until the URL changes: the footer ignores a second press within 300 ms. */
  async press(name: string, url: RegExp): Promise<void> {
    await expect(async () => {
      if (!url.test(this.page.url())) await this.page.locator('footer').getByRole('button', { name }).click({ timeout: 2000 });
      await expect(this.page).toHaveURL(url, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  }

  /** Picks an answer of a categorisation question; the widget moves on by itself. */
  async choose(answer: string, nextUrl: RegExp): Promise<void> {
    await this.page.getByRole('radio', { name: answer, exact: true }).click();
    await expect(this.page).toHaveURL(nextUrl);
  }

  /**
   * Answers every question of the current attempt, wrongly for the first `wrong` of them, looking
   * each question up in the server's bank by its text. Returns the number of questions.
   */
  async answerRiskTest(wrong: number): Promise<number> {
    const progress = this.page.getByText(/^Question \d+ of \d+$/);
    await expect(progress).toBeVisible();
    const total = Number((await progress.textContent())?.match(/of (\d+)/)?.[1]);
    for (let n = 1; n <= total; n += 1) {
      await expect(progress).toHaveText(`Question ${n} of ${total}`);
      const text = (await this.page.getByRole('heading', { level: 2 }).textContent()) ?? '';
      const entry = BANK.find((candidate) => candidate.question === text);
      if (!entry) throw new Error(`question not in the bank: ${text}`);
      const pick = n <= wrong ? entry.answers.find((answer) => answer.id !== entry.correctAnswerId)! : entry.answers.find((answer) => answer.id === entry.correctAnswerId)!;
      await this.page.getByRole('radio', { name: pick.answer, exact: true }).click();
    }
    return total;
  }

  /** The sandbox clock control: moves the user's FCA timers on by `hours`, with the user's own token. */
  async advanceTimers(request: APIRequestContext, email: string, hours: number): Promise<void> {
    const token = await new SignInPage(this.page).storedToken();
    const res = await request.post('/api/v1/sandbox/fca/advance', { headers: { Authorization: token ?? '' }, data: { email, hours } });
    expect(res.status()).toBe(200);
  }

  /** Every FCA screen photographed is also checked with axe (WCAG 2.2 AA). */
  async screenshot(name: string, testInfo: TestInfo): Promise<void> {
    await expectNoSeriousViolations(this.page, name);
    await this.page.screenshot({ path: `/tmp/shots-fca/${name}-${testInfo.project.name}.png`, animations: 'disabled' });
  }
}

/**
 * A new UK buyer: an ETH card buy on the exchange, a wallet, sign-in, KYC with a London address,
 * the profile until the sandbox approves, then confirm order, which sends a UK user to the
 * categorisation start.
 */
export async function newUkBuyerAtCategorisation(page: Page, request: APIRequestContext): Promise<{ email: string }> {
  const email = uniqueEmail('uk');
  const exchange = new ExchangePage(page);
  await page.goto('/?apiKey=pk_sandbox_demo');
  await exchange.typeAmount('100');
  await exchange.receivedAmount();
  await exchange.cta.click();
  const wallet = new WalletPage(page);
  await wallet.addressInput('ETH').fill(WALLET);
  await wallet.continueTo('Buy ETH', /\/login\/email/);
  const signIn = new SignInPage(page);
  await signIn.requestCode(email);
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await signIn.submitCodeAcceptingTerms(await codeFromMailbox(request, email));

  const kyc = new KycPage(page);
  await kyc.expectForm('Personal Details');
  await kyc.fillPersonalDetails('Ada');
  await kyc.continueTo('Address');
  await kyc.fillAddressByAutocomplete('GB', '221B Baker', /221B Baker Street/);
  await kyc.continueTo('Purpose of using Ferry');
  await kyc.choosePurpose('Investment');
  await kyc.continueButton.click();
  // The profile waits for the KYC decision and goes on to the order by itself: a UK user's first step is categorisation.
  await expect(page).toHaveURL(/\/user\/fca\/categorization\/start$/, { timeout: 30_000 });
  return { email };
}
