import type { FormValues, KycFormId } from '@ferry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signIn } from '../auth/auth-test-kit.js';
import { germanAddress, getForms, personalDetails, quoteFor, submitForm, submitOk, usAddress } from './kyc-test-kit.js';

let t: TestApp;
let enhancedQuote: string;
beforeAll(async () => {
  t = await createTestApp({ env: { BOT_CHECK_MAX_NUMBER: '1000', AUTH_REQUESTS_PER_IP: '100000' } });
  enhancedQuote = await quoteFor(t.app, '20000');
});
afterAll(async () => t.close());

/** A user at the start of an ENHANCED journey, so every form may be sent. */
async function enhancedUser() {
  const token = await signIn(t.app);
  const session = await getForms(t.app, token, { quoteId: enhancedQuote });
  return { token, sessionKey: session.onboardingSessionId };
}

async function expectRefused(token: string, formId: KycFormId, values: FormValues, message: string) {
  const res = await submitForm(t.app, token, null, formId, values);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ code: 'KYC_FORM_INVALID', message });
}

describe('every form is validated on the server with the widget rules (spec 000 section 5)', () => {
  it("personal details: 'Required', 'Enter a valid {field name}', the date of birth range", async () => {
    const { token } = await enhancedUser();
    await expectRefused(token, 'personalDetails', { ...personalDetails(), firstName: '   ' }, 'First Name: Required');
    await expectRefused(token, 'personalDetails', { ...personalDetails(), lastName: 'R2D2' }, 'Last Name: Enter a valid Last Name');
    await expectRefused(token, 'personalDetails', { ...personalDetails(), dob: '01-01-2020' }, 'Date of Birth: Please enter a valid date');
    await expectRefused(token, 'personalDetails', { ...personalDetails(), dob: '1990-12-10' }, 'Date of Birth: Please enter a valid date');
    await expectRefused(
      token,
      'personalDetails',
      { ...personalDetails(), mobileNumber: '447700900123' },
      'Mobile Number: Please enter a valid mobile number with its country code',
    );
  });

  it('personal details: the three phone refusals, each with its code and the field (the widget words the code)', async () => {
    const { token } = await enhancedUser();
    await expectRefused(token, 'personalDetails', { ...personalDetails(), mobileNumber: '+12025' }, 'Mobile Number: Please enter a valid mobile number with its country code');
    const phone = async (mobileNumber: string, code: string, message: string) => {
      const res = await submitForm(t.app, token, null, 'personalDetails', { ...personalDetails(), mobileNumber });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ statusCode: 400, code, message, params: { field: 'mobileNumber' } });
    };
    await phone('+120255501', 'MOBILE_NUMBER_INVALID', 'Mobile Number: Mobile number must be a valid international phone number');
    await phone('+18005550100', 'MOBILE_NUMBER_NOT_MOBILE', 'Mobile Number: Only mobile cellphone numbers are supported');
    await phone('+442079460000', 'MOBILE_NUMBER_LANDLINE', 'Mobile Number: SMS is not supported by landline phone number');
  });

  it('personal details: the e-mail is the signed-in one and cannot be changed', async () => {
    const { token } = await enhancedUser();
    await expectRefused(token, 'personalDetails', { ...personalDetails(), isAdmin: 'true' }, 'Unknown field: isAdmin');
    await submitOk(t.app, token, 'personalDetails', { ...personalDetails(), email: 'someone-else@example.com' });
    const user = (await t.app.inject({ url: '/api/v1/users', headers: { authorization: token } })).json().response;
    expect(user.email).not.toBe('someone-else@example.com');
  });

  it('address: country among the options, required lines, the post code pattern', async () => {
    const { token } = await enhancedUser();
    await expectRefused(token, 'address', { ...germanAddress, countryCode: 'KP' }, 'Country: Enter a valid Country');
    await expectRefused(token, 'address', { ...germanAddress, city: '' }, 'City: Required');
    await expectRefused(token, 'address', { ...germanAddress, postCode: '!!' }, 'Post Code: Enter a valid post code');
    await submitOk(t.app, token, 'address', { ...germanAddress, addressLine2: '' });
  });

  it('usSSN: 3-2-4 digits the SSA issues, with the session key', async () => {
    const { token, sessionKey } = await enhancedUser();
    await submitOk(t.app, token, 'address', usAddress);
    await expectRefused(token, 'usSSN', { ssn: '', sessionKey }, 'SSN: Required');
    await expectRefused(token, 'usSSN', { ssn: '123456789', sessionKey }, 'SSN: Please enter a valid SSN');
    await expectRefused(token, 'usSSN', { ssn: '000-12-3456', sessionKey }, 'SSN: Please enter a valid SSN');
    await expectRefused(token, 'usSSN', { ssn: '123-45-6789', sessionKey: 'not-the-session' }, 'Your verification session has changed. Please reload the page and try again.');
    await submitOk(t.app, token, 'usSSN', { ssn: '123-45-6789', sessionKey });
    const user = (await t.app.inject({ url: '/api/v1/users', headers: { authorization: token } })).json().response;
    expect(user.isSSNVerified).toBe(true);
    expect(JSON.stringify(t.logs)).not.toContain('123-45-6789');
  });

  it('purpose of usage: at least one known purpose', async () => {
    const { token } = await enhancedUser();
    await expectRefused(token, 'purposeOfUsage', { purposes: [] }, 'Purpose: Required');
    await expectRefused(token, 'purposeOfUsage', { purposes: ['investment', 'laundering'] }, 'Purpose: Enter a valid Purpose');
    await submitOk(t.app, token, 'purposeOfUsage', { purposes: ['investment', 'nft'] });
  });

  it('source of income: every question answered with one of its options', async () => {
    const { token } = await enhancedUser();
    const answers = { sourceOfFunds: 'salary', employmentStatus: 'employed', annualVolume: 'under_15_000' };
    await expectRefused(token, 'sourceOfIncome', { ...answers, annualVolume: '' }, 'Expected Yearly Volume: Required');
    await expectRefused(token, 'sourceOfIncome', { ...answers, sourceOfFunds: 'lottery' }, 'Source of Funds: Enter a valid Source of Funds');
    await submitOk(t.app, token, 'sourceOfIncome', answers);
  });

  it('document proof: every document, each an upload of this user for that field', async () => {
    const { token } = await enhancedUser();
    await expectRefused(token, 'documentProof', { proofOfIncome: '' }, 'Proof of Income: Required');
    const unknownId = '0b6f9c5e-8d1a-4f3e-9a77-3c2d1e0f4a5b';
    await expectRefused(token, 'documentProof', { proofOfIncome: unknownId, proofOfAddress: unknownId }, 'Proof of Income: Please upload the document again');
  });

  it('bodies that are not form values are refused before any rule runs', async () => {
    const { token } = await enhancedUser();
    for (const payload of ['[1,2]', '{"firstName": {"$gt": ""}}', '{"firstName": 5}']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/user',
        headers: { authorization: token, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
