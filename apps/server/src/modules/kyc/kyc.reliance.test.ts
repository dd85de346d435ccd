import { KycRelianceData, KycReliancePoll } from '@ferry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { manualClock, signIn } from '../auth/auth-test-kit.js';
import { formIds, getForms, getUser, quoteFor, submitOk } from './kyc-test-kit.js';

const clock = manualClock(new Date('2031-08-09T10:00:00.000Z'));
let t: TestApp;
let quoteId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { BOT_CHECK_MAX_NUMBER: '1000', AUTH_REQUESTS_PER_IP: '100000' }, overrides: { now: clock.now } });
  quoteId = await quoteFor(t.app, '500');
});
afterAll(async () => t.close());

async function startReliance(kycShareToken: string) {
  const token = await signIn(t.app);
  const session = await getForms(t.app, token, { quoteId, kycShareToken, kycShareTokenProvider: 'SUMSUB' } as never);
  expect(session.forms[0]?.id).toBe('kycReliance');
  expect(session.kycFlowType).toBe('RELIANCE');
  const { pollingPath } = KycRelianceData.parse(session.forms[0]?.data);
  const poll = async () => {
    const res = await t.app.inject({ url: `/api/v1${pollingPath}`, headers: { authorization: token } });
    expect(res.statusCode).toBe(200);
    return KycReliancePoll.parse(res.json().response);
  };
  return { token, poll, pollingPath };
}

describe('KYC reliance from a SUMSUB kycShareToken (spec 000 sections 3, 4 and 8)', () => {
  it('polls PENDING, then DONE: the partner’s KYC fills personal details, address and the ID step', async () => {
    const { token, poll } = await startReliance('sumsub-share-ok-1');
    expect(await poll()).toEqual({ shareTokenStatus: 'PENDING', moreInfo: null });
    clock.advance(4000);
    expect(await poll()).toEqual({ shareTokenStatus: 'DONE', moreInfo: null });
    const session = await getForms(t.app, token, { quoteId });
    expect(formIds(session)).toEqual(['purposeOfUsage']);
    await submitOk(t.app, token, 'purposeOfUsage', { purposes: ['investment'] });
    clock.advance(3000);
    expect(await getUser(t.app, token)).toMatchObject({ firstName: 'Sam', lastName: 'Shared', kyc: { l1: { status: 'APPROVED', highestApprovedKYCType: 'STANDARD' } } });
  });

  it('DONE with more info required names the pending forms, which the user then fills', async () => {
    const { token, poll } = await startReliance('sumsub-more-info-2');
    clock.advance(4000);
    expect(await poll()).toEqual({
      shareTokenStatus: 'DONE',
      moreInfo: { messageId: 'MORE_INFO_REQUIRED', required: true, pendingKycForms: ['ADDRESS'] },
    });
    expect(formIds(await getForms(t.app, token, { quoteId }))).toEqual(['address', 'purposeOfUsage']);
  });

  it('FAILED falls back to standard KYC', async () => {
    const { token, poll } = await startReliance('sumsub-fail-3');
    clock.advance(4000);
    expect(await poll()).toEqual({ shareTokenStatus: 'FAILED', moreInfo: null });
    const session = await getForms(t.app, token, { quoteId });
    expect(formIds(session)).toEqual(['personalDetails', 'address', 'purposeOfUsage', 'idProof']);
    expect(session.kycFlowType).toBe('STANDARD');
  });

  it('the same token is checked once per user; another user cannot poll it', async () => {
    const { token, pollingPath } = await startReliance('sumsub-share-ok-4');
    const again = await getForms(t.app, token, { quoteId, kycShareToken: 'sumsub-share-ok-4' } as never);
    expect(KycRelianceData.parse(again.forms[0]?.data).pollingPath).toBe(pollingPath);
    const stranger = await signIn(t.app);
    expect((await t.app.inject({ url: `/api/v1${pollingPath}`, headers: { authorization: stranger } })).statusCode).toBe(404);
  });
});
