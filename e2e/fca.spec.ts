import { expect, test } from '@playwright/test';
import { FcaPage, newUkBuyerAtCategorisation } from './pages/fca-page.js';
import { confirmBillingAddress, OrdersPage } from './pages/orders-page.js';

const CATEGORISATION = '/user/fca/categorization';
const RISK = '/user/fca/risk-assessment';
const at = (path: string) => new RegExp(`${path.replace(/[/]/g, '\\/')}$`);

test.describe('the UK regulatory journey, as a new UK user does it', () => {
  test.describe.configure({ timeout: 240_000 });

  test("high net worth: fails the risk test once, passes, waits out the cooling-off (moved on by the sandbox) and buys ETH by card to 'All Done!'", async ({ page, request }, testInfo) => {
    const fca = new FcaPage(page);
    const orders = new OrdersPage(page);
    const { email } = await newUkBuyerAtCategorisation(page, request);

    await expect(fca.heading("Looks like you're from the UK!")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read the risk summary' })).toBeVisible();
    await fca.screenshot('categorisation-start', testInfo);
    await fca.press('Continue', at(`${CATEGORISATION}/questionnaire/set_a/hni_q1`));
    await expect(page.getByRole('button', { name: 'Next question' })).toBeDisabled();
    await fca.screenshot('categorisation-question', testInfo);
    await fca.choose('Yes', at(`${CATEGORISATION}/questionnaire/set_a/hni_q2`));
    await fca.choose('No', at(`${CATEGORISATION}/agreement`));
    await expect(page.getByText('High Net Worth Investor', { exact: true })).toBeVisible();
    await expect(page.getByText('Step 3/3')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ada Lovelace');
    await expect(page.getByRole('textbox', { name: 'Full name' })).not.toBeEditable();
    await page.getByRole('button', { name: 'Edit full name' }).click();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toBeEditable();
    await fca.screenshot('categorisation-agreement', testInfo);
    // Confirm order takes a categorised user who has not passed the test to its start.
    await fca.press('Continue', at(`${RISK}/start`));

    await expect(page.getByText('At least 80% correct answers to pass')).toBeVisible();
    await fca.screenshot('risk-start', testInfo);
    await fca.press('Start Assessment', /\/questionnaire\/SET_A\/SET_A_Q1$/);
    await fca.screenshot('risk-question', testInfo);
    const total = await fca.answerRiskTest(3);
    expect(total).toBeGreaterThanOrEqual(5);
    await fca.screenshot('risk-question-last', testInfo);
    await fca.press('Submit', at(`${RISK}/failed`));
    await expect(fca.heading("Sorry, You've failed")).toBeVisible();
    await expect(page.getByText(`${total - 3}/${total}`)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Wrong' }).first()).toBeVisible();
    await fca.screenshot('risk-failed-first', testInfo);
    await fca.press('Try Again', /\/questionnaire\/SET_B\/SET_B_Q1$/);
    await fca.answerRiskTest(0);
    await fca.press('Submit', at(`${RISK}/success`));
    await expect(fca.heading("Awesome, You've passed!")).toBeVisible();
    await expect(fca.timer).toHaveText(/^(23Hours59|24Hours00)Minutes\d\dSeconds$/);
    await fca.screenshot('risk-success', testInfo);

    // Confirm order sends a user in the cooling-off period to its page; the clock ticks every second.
    await page.goto('/user/confirm-order');
    await expect(page).toHaveURL(/\/user\/fca-cooling-off-period$/);
    await expect(fca.heading('Your cooling-off period has started')).toBeVisible();
    const first = await fca.timer.textContent();
    await expect(fca.timer).not.toHaveText(first ?? '');
    await fca.screenshot('cooling-off', testInfo);
    await fca.advanceTimers(request, email, 24);
    await page.reload();
    await expect(page.getByText('Your cooling-off period has ended. You can place your order now.')).toBeVisible();
    await expect(fca.timer).toHaveText('00Hours00Minutes00Seconds');

    await page.goto('/user/confirm-order');
    await confirmBillingAddress(page);
    await expect(page).toHaveURL(/\/user\/add-card/, { timeout: 20_000 });
    await orders.typeCard('4242 4242 4242 4242');
    await orders.pressUntil(orders.addCardButton, /\/user\/confirm-order\?cardId=tok_/);
    await expect(page.getByRole('alertdialog', { name: 'This is a high-risk investment' })).toBeVisible();
    await fca.screenshot('uk-popup-high-risk', testInfo);
    await page.getByRole('button', { name: 'I Understand' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Beware of scams' })).toBeVisible();
    await fca.screenshot('uk-popup-scam', testInfo);
    await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await orders.pressUntil(orders.placeOrder, /\/user\/paymentstatus\?orderId=/);
    await expect(orders.heading('All Done!')).toBeVisible({ timeout: 30_000 });
  });

  test('a failed categorisation, then a restricted investor through every risk-assessment screen to Account Locked', async ({ page, request }, testInfo) => {
    const fca = new FcaPage(page);
    const { email } = await newUkBuyerAtCategorisation(page, request);

    // The redirects of section 4: a later question first, an unknown one, the agreement without answers.
    await page.goto(`${CATEGORISATION}/questionnaire/set_b/ri_q2`);
    await expect(page).toHaveURL(at(`${CATEGORISATION}/questionnaire/set_a/hni_q1`));
    await page.goto(`${CATEGORISATION}/questionnaire/set_a/nope`);
    await expect(page).toHaveURL(at(`${CATEGORISATION}/start`));
    await page.goto(`${CATEGORISATION}/agreement`);
    await expect(page).toHaveURL(at(`${CATEGORISATION}/start`));

    await fca.press('Continue', at(`${CATEGORISATION}/questionnaire/set_a/hni_q1`));
    await fca.choose('No', at(`${CATEGORISATION}/questionnaire/set_a/hni_q2`));
    await fca.choose('No', at(`${CATEGORISATION}/questionnaire/set_b/ri_q1`));
    await fca.screenshot('categorisation-question-set-b', testInfo);
    await fca.choose('More than 10%', at(`${CATEGORISATION}/questionnaire/set_b/ri_q2`));
    await fca.choose('Less than 10%', at(`${CATEGORISATION}/failed`));
    await expect(fca.heading("Your profile doesn't meet the criteria for any investor category")).toBeVisible();
    await fca.screenshot('categorisation-failed', testInfo);

    await fca.press('Retake Questionnaire', at(`${CATEGORISATION}/questionnaire/set_a/hni_q1`));
    await fca.choose('No', at(`${CATEGORISATION}/questionnaire/set_a/hni_q2`));
    await page.getByRole('button', { name: 'Previous question' }).click();
    await expect(page).toHaveURL(at(`${CATEGORISATION}/questionnaire/set_a/hni_q1`));
    await page.getByRole('button', { name: 'Next question' }).click();
    await fca.choose('No', at(`${CATEGORISATION}/questionnaire/set_b/ri_q1`));
    await fca.choose('Less than 10%', at(`${CATEGORISATION}/questionnaire/set_b/ri_q2`));
    await fca.choose('Less than 10%', at(`${CATEGORISATION}/agreement`));
    await expect(page.getByText('Restricted Investor', { exact: true })).toBeVisible();
    await expect(page.getByText('Step 5/5')).toBeVisible();
    await fca.screenshot('categorisation-agreement-restricted', testInfo);
    await fca.press('Continue', at(`${RISK}/start`));
    // Categorised: the intro now skips ahead (to confirm order, which sends the user on to the test).
    await page.goto(`${CATEGORISATION}/start`);
    await expect(page).toHaveURL(at(`${RISK}/start`));

    // Two failures in a window: Try Again once, then failed again with a countdown and no button.
    await fca.press('Start Assessment', /\/questionnaire\/SET_A\/SET_A_Q1$/);
    await fca.answerRiskTest(5);
    await fca.press('Submit', at(`${RISK}/failed`));
    await fca.press('Try Again', /\/questionnaire\/SET_B\/SET_B_Q1$/);
    await fca.answerRiskTest(5);
    await fca.press('Submit', at(`${RISK}/failed`));
    await expect(fca.heading("Sorry, You've failed again")).toBeVisible();
    await expect(fca.timer).toHaveText(/^(23Hours59|24Hours00)Minutes/);
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    await fca.screenshot('risk-failed-again', testInfo);
    await page.goto(`${RISK}/start`);
    await expect(page).toHaveURL(at(`${RISK}/failure-notification`));
    await expect(page.getByText(/^Please wait for (23 hr 59|24 hr 0) min to place an order$/)).toBeVisible();
    await fca.screenshot('risk-failure-notification', testInfo);

    // After the wait (moved on by the sandbox): attempts 3 and 4; the 4th failure locks the account.
    await fca.advanceTimers(request, email, 24);
    await page.goto(`${RISK}/start`);
    await fca.press('Start Assessment', /\/questionnaire\/SET_C\/SET_C_Q1$/);
    await fca.answerRiskTest(5);
    await fca.press('Submit', at(`${RISK}/failed`));
    await fca.press('Try Again', /\/questionnaire\/SET_D\/SET_D_Q1$/);
    await fca.answerRiskTest(5);
    await fca.press('Submit', at(`${RISK}/failed`));
    await page.goto(`${RISK}/start`);
    await expect(page).toHaveURL(at(`${RISK}/limit-reached`));
    await expect(fca.heading('Account Locked')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Help Centre' })).toBeVisible();
    await fca.screenshot('risk-limit-reached', testInfo);
  });
});
