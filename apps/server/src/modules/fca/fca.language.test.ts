import { MailboxResponse } from '@ferry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.js';
import { manualClock, signIn, uniqueEmail } from '../auth/auth-test-kit.js';
import { answerSheet, categoriseAsHni, createFcaTestApp, DAY } from './fca-test-kit.js';

let t: TestApp;
const clock = manualClock(new Date('2026-11-24T14:05:00Z'));
beforeAll(async () => {
  t = await createFcaTestApp(clock);
});
afterAll(async () => {
  await t.close();
});

const DE = { 'accept-language': 'de-DE,de;q=0.9' };
const EN = { 'accept-language': 'en-GB,en;q=0.9' };

const riskAssessment = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/v1/fca/risk-assessment', headers: { authorization: token, ...headers } });
const mailsOf = async (email: string) =>
  MailboxResponse.parse((await t.app.inject({ url: `/api/v1/sandbox/mailbox?email=${encodeURIComponent(email)}` })).json().response);

/** A new UK user, signed in with this Accept-Language, categorised and passed (the cooling-off starts now). */
async function passedUser(language: string | undefined, passWith: Record<string, string> = {}) {
  const email = uniqueEmail('uk-language');
  const token = await signIn(t.app, email, language ? { language } : {});
  await categoriseAsHni(t.app, token);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/fca/risk-assessment',
    headers: { authorization: token, ...passWith },
    payload: { assessmentSetId: 'SET_A', currentAttempt: 1, test: answerSheet('SET_A', 10) },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return { email, token };
}

/** Lets the cooling-off end and runs the job that e-mails it; answers the cooling-off e-mail. */
async function coolingOffMail(email: string) {
  clock.advance(DAY);
  await t.app.jobs.runDue();
  const mails = (await mailsOf(email)).filter((mail) => mail.code === null);
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

describe('the UK question bank speaks the language of the call (issue 18)', () => {
  it('German with Accept-Language: de, English without it; the same ids and no key either way', async () => {
    const token = await signIn(t.app);
    await categoriseAsHni(t.app, token);
    const german = (await riskAssessment(token, DE)).json().response;
    const english = (await riskAssessment(token)).json().response;
    const [firstDe] = german.test['1'];
    const [firstEn] = english.test['1'];
    expect(firstDe).toMatchObject({
      questionId: 'SET_A_Q1',
      question: 'Wie kann sich der Preis eines Kryptowerts innerhalb eines einzigen Tages verändern?',
      questionCategory: 'Kursschwankungen',
    });
    expect(firstDe.answers[1]).toEqual({ id: 'SET_A_Q1_B', answer: 'Er kann innerhalb von Stunden stark steigen oder fallen, um einen großen Teil seines Werts' });
    expect(firstEn).toMatchObject({ questionId: 'SET_A_Q1', question: 'How can the price of a crypto-asset change over a single day?', questionCategory: 'Volatility' });
    expect(JSON.stringify(german)).not.toContain('correctAnswerId');
  });

  it('the result of a submit names its categories in the language of the call', async () => {
    const token = await signIn(t.app);
    await categoriseAsHni(t.app, token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/fca/risk-assessment',
      headers: { authorization: token, ...DE },
      payload: { assessmentSetId: 'SET_A', currentAttempt: 1, test: answerSheet('SET_A', 3) },
    });
    expect(res.statusCode).toBe(200);
    const categories = res.json().response.test.map((entry: { questionCategory: string }) => entry.questionCategory);
    expect(categories).toContain('Kursschwankungen');
    expect(categories).toContain('Anlegerschutz');
    expect(categories).not.toContain('Volatility');
  });
});

describe('the cooling-off e-mail goes out in the language the user last used (issue 18)', () => {
  it('a user who signed in in German gets it in German, the end date in German style', async () => {
    const { email } = await passedUser('de');
    const mail = await coolingOffMail(email);
    expect(mail.subject).toBe('Ihre Bedenkzeit bei Ferry ist abgelaufen');
    expect(mail.text).toContain('Ihre 24-stündige Bedenkzeit ist abgelaufen. Sie können jetzt Ihre erste Bestellung bei Ferry aufgeben.');
    expect(mail.text).toMatch(/Sie endete am \d\d\. [A-Z][a-zä]+\.? 2026, \d\d:\d\d UTC\./);
    expect(mail.html).toContain('<html lang="de">');
  });

  it('a user who signed in in English gets it in English, the end date in en-GB style', async () => {
    const { email } = await passedUser('en-GB');
    const mail = await coolingOffMail(email);
    expect(mail.subject).toBe('Your Ferry cooling-off period has ended');
    expect(mail.text).toContain('Your 24-hour cooling-off period has ended. You can now place your first order with Ferry.');
    expect(mail.text).toMatch(/It ended on \d\d [A-Z][a-z]{2} 2026, \d{1,2}:\d\d [ap]m UTC\./);
    expect(mail.html).toContain('<html lang="en">');
  });

  it('follows a change: signed in in English, then used in German, it is German; calls without the header change nothing', async () => {
    const { email, token } = await passedUser('en-GB', DE);
    await riskAssessment(token);
    expect((await coolingOffMail(email)).subject).toBe('Ihre Bedenkzeit bei Ferry ist abgelaufen');
    const back = await passedUser('de', EN);
    expect((await coolingOffMail(back.email)).subject).toBe('Your Ferry cooling-off period has ended');
  });
});
