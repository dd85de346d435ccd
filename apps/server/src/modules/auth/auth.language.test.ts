import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { findSecretsIn, latestCode, requestCode, uniqueEmail } from './auth-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BOT_CHECK_MAX_NUMBER: '1000', AUTH_REQUESTS_PER_IP: '100000' } });
});
afterAll(async () => {
  expect(findSecretsIn(t.logs), 'codes and tokens in the logs').toEqual([]);
  await t.close();
});

type Mail = { subject: string; text: string; html: string; code: string };
const latestMail = async (email: string): Promise<Mail> =>
  (await t.app.inject({ url: `/api/v1/sandbox/mailbox?email=${encodeURIComponent(email)}` })).json().response[0];

/** Asks for a code with this Accept-Language (none when undefined) and reads the e-mail it sent. */
async function codeMailIn(language: string | undefined): Promise<Mail> {
  const email = uniqueEmail('language');
  const res = await requestCode(t.app, email, language === undefined ? {} : { language });
  expect(res.statusCode).toBe(200);
  await latestCode(t.app, email);
  return latestMail(email);
}

describe('the sign-in code e-mail speaks the language of the login request (issue 18)', () => {
  it('a German browser gets it in German: subject, text and HTML, html lang="de"', async () => {
    const mail = await codeMailIn('de-DE,de;q=0.9,en;q=0.8');
    expect(mail.subject).toBe('Ihr Ferry-Bestätigungscode');
    expect(mail.text).toContain('Ihr Ferry-Bestätigungscode lautet:');
    expect(mail.text).toContain(`    ${mail.code}`);
    expect(mail.text).toContain('Er ist einmal gültig und läuft in 10 Minuten ab.');
    expect(mail.text).toContain('Ohne den Code kann sich niemand anmelden.');
    expect(mail.html).toContain('<html lang="de">');
    expect(mail.html).toContain('Er ist einmal gültig und läuft in 10 Minuten ab.');
    expect(mail.html).toContain(mail.code);
    expect(mail.text).not.toMatch(/verification code|expires/);
  });

  it('an English browser gets the English e-mail, word for word as before', async () => {
    const mail = await codeMailIn('en-GB,en;q=0.9');
    expect(mail.subject).toBe('Your Ferry verification code');
    expect(mail.text).toBe(
      [
        'Your Ferry verification code is:',
        '',
        `    ${mail.code}`,
        '',
        'It works once and expires in 10 minutes.',
        'If you did not try to sign in to Ferry, ignore this e-mail: nobody can sign in without the code.',
        '',
        `Ferry - ${t.config.publicUrl}`,
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="en">');
  });

  it('no header, a language Ferry does not speak, or a garbage header: English, never a failure', async () => {
    for (const language of [undefined, 'fr-FR,fr;q=0.9', ';;;q=2,,', '*']) {
      const mail = await codeMailIn(language);
      expect(mail.subject, String(language)).toBe('Your Ferry verification code');
      expect(mail.html, String(language)).toContain('<html lang="en">');
    }
  });
});
