import { IdProofData, KycUpgradeData } from '@ferry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { manualClock, signIn } from '../auth/auth-test-kit.js';
import { sandboxTokenOf } from '../../http/sandbox-guard.js';
import {
  fillSimpleForms,
  finishIdStep,
  formIds,
  formsRequest,
  getForms,
  getUser,
  personalDetails,
  quoteFor,
  submitForm,
  submitOk,
  usAddress,
} from './kyc-test-kit.js';

const clock = manualClock(new Date('2031-05-06T07:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BOT_CHECK_MAX_NUMBER: '1000', AUTH_REQUESTS_PER_IP: '100000' }, overrides: { now: clock.now } });
});
afterAll(async () => t.close());

describe('kyc/get-forms: the server decides the forms from the quote (spec 000 section 7 "KYC and forms")', () => {
  it('answers 401 without a login', async () => {
    expect((await t.app.inject({ url: '/api/v1/kyc/get-forms' })).statusCode).toBe(401);
  });

  it('an order up to the SIMPLE limit needs personal details, address and purpose (3 steps)', async () => {
    const token = await signIn(t.app);
    const session = await getForms(t.app, token, { quoteId: await quoteFor(t.app, '100') });
    expect(formIds(session)).toEqual(['personalDetails', 'address', 'purposeOfUsage']);
    expect(session).toMatchObject({ kycType: 'SIMPLE', kycFlowType: 'STANDARD', isKycRefresh: false, totalSteps: 3, invisibleSteps: 0 });
    expect(session.onboardingSessionId).toMatch(/^[0-9a-f-]{36}$/);
    const personal = session.forms[0];
    expect(personal?.endpoint).toEqual({ host: '', path: '/user', method: 'PATCH', excludeDisabled: true });
    expect(personal?.fields.map((field) => [field.id, field.type])).toEqual([
      ['firstName', 'text'],
      ['lastName', 'text'],
      ['dob', 'date'],
      ['mobileNumber', 'text'],
      ['email', 'text'],
    ]);
    expect(session.forms[2]?.message).toBe('Please select at least one purpose to proceed ahead');
  });

  it('an order above the SIMPLE limit adds the external ID step with its workflow run', async () => {
    const token = await signIn(t.app);
    const session = await getForms(t.app, token, { quoteId: await quoteFor(t.app, '500') });
    expect(formIds(session)).toEqual(['personalDetails', 'address', 'purposeOfUsage', 'idProof']);
    expect(session.kycType).toBe('STANDARD');
    const data = IdProofData.parse(session.forms[3]?.data);
    expect(data.verificationUrl).toBe(`${t.config.publicUrl}/sandbox/kyc/${data.workflowRunId}`);
    expect(session.forms[3]).toMatchObject({ noSubmit: true, endpoint: null });
  });

  it('an order above the STANDARD limit adds source of income and documents (ENHANCED)', async () => {
    const token = await signIn(t.app);
    const session = await getForms(t.app, token, { quoteId: await quoteFor(t.app, '20000') });
    expect(formIds(session)).toEqual(['personalDetails', 'address', 'purposeOfUsage', 'sourceOfIncome', 'documentProof', 'idProof']);
    expect(session.kycType).toBe('ENHANCED');
  });

  it('the off-ramp stream (isDWA) needs STANDARD', async () => {
    const token = await signIn(t.app);
    expect((await getForms(t.app, token, { isDWA: true })).kycType).toBe('STANDARD');
  });

  it('a forged quote id is refused as QUOTE_INVALID (the widget goes back to the exchange)', async () => {
    const token = await signIn(t.app);
    const res = await formsRequest(t.app, token, { quoteId: 'forged.quote' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('QUOTE_INVALID');
  });

  it('refuses metadata that is not JSON and form ids that do not exist', async () => {
    const token = await signIn(t.app);
    const bad = await t.app.inject({ url: '/api/v1/kyc/get-forms?metadata=%7Bnope', headers: { authorization: token } });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({ url: '/api/v1/kyc/get-forms?onlyFormIds=bankDetails', headers: { authorization: token } });
    expect(unknown.statusCode).toBe(400);
  });

  it('done forms leave the list and the steps keep counting them ("KYC Step n/m")', async () => {
    const token = await signIn(t.app);
    const quoteId = await quoteFor(t.app, '100');
    await getForms(t.app, token, { quoteId });
    await submitOk(t.app, token, 'personalDetails', personalDetails());
    const session = await getForms(t.app, token, { quoteId });
    expect(formIds(session)).toEqual(['address', 'purposeOfUsage']);
    expect(session.totalSteps).toBe(3);
  });

  it('a US address asks for the SSN next', async () => {
    const token = await signIn(t.app);
    const quoteId = await quoteFor(t.app, '100');
    await getForms(t.app, token, { quoteId });
    await submitOk(t.app, token, 'personalDetails', personalDetails());
    await submitOk(t.app, token, 'address', usAddress);
    const session = await getForms(t.app, token, { quoteId });
    expect(formIds(session)).toEqual(['usSSN', 'purposeOfUsage']);
    expect(session.forms[0]?.message).toBe('Please enter SSN number');
    expect(session.totalSteps).toBe(4);
  });

  it('onlyFormIds opens a done form again, prefilled, to correct it before the application is sent', async () => {
    const token = await signIn(t.app);
    const quoteId = await quoteFor(t.app, '500');
    await getForms(t.app, token, { quoteId });
    await submitOk(t.app, token, 'personalDetails', personalDetails('Grace'));
    const session = await getForms(t.app, token, { onlyFormIds: 'personalDetails' });
    expect(formIds(session)).toEqual(['personalDetails']);
    const values = Object.fromEntries(session.forms[0]?.fields.map((field) => [field.id, field.value]) ?? []);
    expect(values).toMatchObject({ firstName: 'Grace', dob: '10-12-1990', mobileNumber: '+447700900123' });
  });

  it('a form that is not part of the journey is refused with 409', async () => {
    const token = await signIn(t.app);
    await getForms(t.app, token, { quoteId: await quoteFor(t.app, '100') });
    const res = await submitForm(t.app, token, null, 'sourceOfIncome', { sourceOfFunds: 'salary' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('KYC_FORM_NOT_PENDING');
    expect((await submitForm(t.app, token, null, 'idProof', {})).statusCode).toBe(409);
  });
});

describe('KYC upgrade and refresh', () => {
  it('an approved SIMPLE user buying above its limit sees Higher Limits, then only the ID step', async () => {
    const token = await signIn(t.app);
    await getForms(t.app, token, { quoteId: await quoteFor(t.app, '100') });
    await fillSimpleForms(t.app, token);
    clock.advance(3000);
    expect((await getUser(t.app, token)).kyc.l1).toMatchObject({ status: 'APPROVED', highestApprovedKYCType: 'SIMPLE' });

    const session = await getForms(t.app, token, { quoteId: await quoteFor(t.app, '500') });
    expect(formIds(session)).toEqual(['kycUpgrade', 'idProof']);
    expect(session).toMatchObject({ kycFlowType: 'UPGRADE', totalSteps: 1, invisibleSteps: 1 });
    expect(KycUpgradeData.parse(session.forms[0]?.data)).toEqual({
      currentLevel: 'SIMPLE',
      requiredLevel: 'STANDARD',
      fiatCurrency: 'EUR',
      currentLimit: '150',
      requiredLimit: '15000',
    });
    const { workflowRunId } = IdProofData.parse(session.forms[1]?.data);
    await finishIdStep(t.app, workflowRunId);
    await getUser(t.app, token);
    clock.advance(3000);
    expect((await getUser(t.app, token)).kyc.l1).toMatchObject({ status: 'APPROVED', highestApprovedKYCType: 'STANDARD', type: 'STANDARD' });
    expect(formIds(await getForms(t.app, token, { quoteId: await quoteFor(t.app, '500') }))).toEqual([]);
  });

  it('expired details ask for a refresh: the notice, then personal details and address again (and the SSN after a move to the US)', async () => {
    const email = `refresh-${Date.now()}@example.com`;
    const token = await signIn(t.app, email);
    const quoteId = await quoteFor(t.app, '100');
    await getForms(t.app, token, { quoteId });
    await fillSimpleForms(t.app, token);
    clock.advance(3000);
    await getUser(t.app, token);
    const expire = await t.app.inject({ method: 'POST', url: '/api/v1/sandbox/kyc/expire', headers: { 'x-sandbox-token': sandboxTokenOf(t.config) }, payload: { email } });
    expect(expire.statusCode).toBe(200);

    const session = await getForms(t.app, token, { quoteId: await quoteFor(t.app, '100') });
    expect(formIds(session)).toEqual(['kycDetailsExpired', 'personalDetails', 'address']);
    expect(session).toMatchObject({ isKycRefresh: true, kycFlowType: 'REFRESH' });
    expect(session.forms[0]?.bannerMessage).toMatch(/regularly re-verifies .* Terms of Service/);
    clock.advance(1000);
    await submitOk(t.app, token, 'personalDetails', personalDetails());
    await submitOk(t.app, token, 'address', usAddress);
    const moved = await getForms(t.app, token, { quoteId });
    expect(formIds(moved)).toEqual(['usSSN']);
    await submitOk(t.app, token, 'usSSN', { ssn: '123-45-6789', sessionKey: moved.onboardingSessionId });
    expect((await getUser(t.app, token)).kyc.l1.status).toBe('SUBMITTED');
    clock.advance(3000);
    expect((await getUser(t.app, token)).kyc.l1.status).toBe('APPROVED');
    expect(formIds(await getForms(t.app, token, { quoteId: await quoteFor(t.app, '100') }))).toEqual([]);
  });

  it('the risk engine asks for ENHANCED verification: Additional Verification forms', async () => {
    const email = `risk-${Date.now()}@example.com`;
    const token = await signIn(t.app, email);
    await getForms(t.app, token, { quoteId: await quoteFor(t.app, '100') });
    await fillSimpleForms(t.app, token);
    clock.advance(3000);
    await getUser(t.app, token);
    await t.app.inject({ method: 'POST', url: '/api/v1/sandbox/kyc/risk-engine', headers: { 'x-sandbox-token': sandboxTokenOf(t.config) }, payload: { email } });
    expect((await getUser(t.app, token)).kyc.l1.riskEnginePromote).toBe(true);
    const session = await getForms(t.app, token, { quoteId: await quoteFor(t.app, '100') });
    expect(formIds(session)).toEqual(['kycUpgrade', 'sourceOfIncome', 'documentProof', 'idProof']);
  });
});
