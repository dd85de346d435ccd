import { WidgetParams } from '@ferry/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractHttpUrl, isContractEmail } from './contract-formats.js';

const contractEmail = WidgetParams.shape.email;
const contractUrl = WidgetParams.shape.redirectURL;

const emails = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom(
    'ada@example.com',
    'ada@',
    '@example.com',
    'a.b@c',
    "o'neil@x.io",
    'a..b@x.io',
    'ada@x.c0m',
  ),
  fc.emailAddress().map((email) => `${'a'.repeat(250)}${email}`),
  fc.string({ maxLength: 30 }),
);

const urls = fc.oneof(
  fc.webUrl(),
  fc.webUrl().map((url) => ` ${url.replace('//', '//\t')}\n`),
  fc.webUrl().map((url) => url.toUpperCase()),
  fc.constantFrom(
    'https://x.example/y',
    'javascript:alert(1)',
    'https:/x',
    'http:example.com',
    'ftp://x.example',
    'https://',
    'HTTPS://X.EXAMPLE',
    'https://x.example/\r\npath',
    `https://x.example/${'p'.repeat(2040)}`,
    `https://x.example/${'p'.repeat(2030)}\t\t\t\t\t\t\t\t\t\t`,
  ),
  fc.string({ maxLength: 30 }).map((rest) => `https://${rest}`),
);

describe("the contract's e-mail and URL checks, without zod", () => {
  it('accept exactly the e-mails the contract accepts', () => {
    fc.assert(
      fc.property(emails, (email) => {
        expect(isContractEmail(email)).toBe(contractEmail.safeParse(email).success);
      }),
      { numRuns: 1000 },
    );
  });

  it('accept exactly the redirect URLs the contract accepts, in the form it gives them', () => {
    fc.assert(
      fc.property(urls, (url) => {
        const parsed = contractUrl.safeParse(url);
        expect(contractHttpUrl(url)).toBe(parsed.success ? parsed.data : undefined);
      }),
      { numRuns: 1000 },
    );
  });
});
