import { IdProofData } from '@ferry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { signIn } from '../auth/auth-test-kit.js';
import { fillSimpleForms, formIds, getForms, getUser, quoteFor, submitOk } from './kyc-test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BOT_CHECK_MAX_NUMBER: '1000', AUTH_REQUESTS_PER_IP: '100000' } });
});
afterAll(async () => t.close());

describe("one user can never read or write another user's KYC", () => {
  it("forms, workflow runs and e-mailed links are the caller's own", async () => {
    const alice = await signIn(t.app);
    const bob = await signIn(t.app);
    const quoteId = await quoteFor(t.app, '500');
    await getForms(t.app, alice, { quoteId });
    await fillSimpleForms(t.app, alice, 'Alice');
    const { workflowRunId } = IdProofData.parse((await getForms(t.app, alice, { quoteId })).forms[0]?.data);

    const bobSession = await getForms(t.app, bob, { quoteId, onlyFormIds: 'personalDetails' });
    expect(formIds(bobSession)).toEqual(['personalDetails']);
    expect(bobSession.forms[0]?.fields.find((field) => field.id === 'firstName')?.value).toBeNull();

    const status = await t.app.inject({ url: `/api/v1/kyc/workflow-run-id/status?workflowRunId=${workflowRunId}`, headers: { authorization: bob } });
    expect(status.statusCode).toBe(404);
    const link = await t.app.inject({ method: 'POST', url: `/api/v1/kyc/workflow-run/${workflowRunId}/email-link`, headers: { authorization: bob } });
    expect(link.statusCode).toBe(404);

    await submitOk(t.app, bob, 'personalDetails', { firstName: 'Bob', lastName: 'Builder', dob: '01-01-1980', mobileNumber: '+447700900999' });
    expect((await getUser(t.app, alice)).firstName).toBe('Alice');
    expect((await getUser(t.app, bob)).firstName).toBe('Bob');
  });

  it('every KYC call needs a login', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/v1/kyc/get-forms' },
      { method: 'PATCH' as const, url: '/api/v1/user', payload: {} },
      { method: 'POST' as const, url: '/api/v1/kyc/forms/address', payload: {} },
      { method: 'GET' as const, url: '/api/v1/kyc/workflow-run-id/status?workflowRunId=00000000-0000-4000-8000-000000000000' },
      { method: 'GET' as const, url: '/api/v1/kyc/reliance/00000000-0000-4000-8000-000000000000' },
      { method: 'GET' as const, url: '/api/v1/address-autocomplete?input=berlin' },
    ];
    for (const call of calls) expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
  });
});

describe('address autocomplete (spec 000 section 5)', () => {
  it('suggests places for what was typed and gives their parts; a place without a state answers an empty state', async () => {
    const token = await signIn(t.app);
    const suggestions = await t.app.inject({ url: '/api/v1/address-autocomplete?input=alexanderplatz', headers: { authorization: token } });
    expect(suggestions.json().response).toEqual([{ placeId: 'sandbox-1', description: 'Alexanderplatz 1, 10178, Berlin, Germany' }]);
    const place = await t.app.inject({ url: '/api/v1/address-autocomplete/sandbox-17', headers: { authorization: token } });
    expect(place.json().response).toEqual({ countryCode: 'SG', addressLine1: '1 Raffles Place', addressLine2: '', state: '', city: 'Singapore', postCode: '048616' });
    const filtered = await t.app.inject({ url: '/api/v1/address-autocomplete?input=london&countryCode=DE', headers: { authorization: token } });
    expect(filtered.json().response).toEqual([]);
    expect((await t.app.inject({ url: '/api/v1/address-autocomplete/nowhere', headers: { authorization: token } })).statusCode).toBe(404);
  });
});
