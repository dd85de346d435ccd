import { IdProofData } from '@ferry/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, kycProfiles } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { manualClock, signIn, uniqueEmail } from '../auth/auth-test-kit.js';
import { fillSimpleForms, finishIdStep, formIds, getForms, getUser, quoteFor } from './kyc-test-kit.js';
import { sandboxTokenOf } from '../../http/sandbox-guard.js';

const clock = manualClock(new Date('2031-07-08T09:00:00.000Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { BOT_CHECK_MAX_NUMBER: '1000', AUTH_REQUESTS_PER_IP: '100000' }, overrides: { now: clock.now } });
});
afterAll(async () => t.close());

async function simpleApplicant(firstName: string, email = uniqueEmail('kyc')) {
  const token = await signIn(t.app, email);
  await getForms(t.app, token, { quoteId: await quoteFor(t.app, '100') });
  await fillSimpleForms(t.app, token, firstName);
  return { token, email };
}

describe('KYC decisions reach Ferry without anyone looking, as events', () => {
  it('the job runner fetches the decision and records kyc.status_changed in the same transaction', async () => {
    const { token } = await simpleApplicant('Ada');
    const userId = (await getUser(t.app, token)).id;
    const statusEvents = async () =>
      (await t.database.db.select().from(events).where(eq(events.subject, userId)).orderBy(events.seq))
        .filter((row) => row.type === 'kyc.status_changed')
        .map((row) => (row.payload as { to: string }).to);
    expect(await statusEvents()).toEqual(['SUBMITTED']);
    clock.advance(3000);
    await t.app.jobs.runDue();
    expect(await statusEvents()).toEqual(['SUBMITTED', 'APPROVED']);
    expect((await getUser(t.app, token)).kyc.l1.status).toBe('APPROVED');
    expect(await statusEvents()).toEqual(['SUBMITTED', 'APPROVED']);
  });

  it('an application held for review is asked about again, less and less often, until it is decided', async () => {
    const { token } = await simpleApplicant('Review');
    const userId = (await getUser(t.app, token)).id;
    const checksDone = async () =>
      (await t.database.executeSql(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'kyc-check-decision' AND state = 'completed' AND data->>'userId' = $1`, [userId]))
        .rows[0] as { n: number };
    for (const [wait, checks] of [[2999, 0], [1, 1], [5999, 1], [1, 2], [12_000, 3]] as const) {
      clock.advance(wait);
      await t.app.jobs.runDue();
      expect((await checksDone()).n).toBe(checks);
    }
    const [profile] = await t.database.db.select().from(kycProfiles).where(eq(kycProfiles.userId, userId));
    expect(profile?.status).toBe('SUBMITTED');
  });
});

describe('sandbox KYC provider decisions (DESIGN.md sandbox conventions)', () => {
  it('submitted KYC is approved a few seconds later, decided on read', async () => {
    const { token } = await simpleApplicant('Ada');
    expect((await getUser(t.app, token)).kyc.l1).toMatchObject({ status: 'SUBMITTED', type: 'SIMPLE', highestApprovedKYCType: null });
    clock.advance(2999);
    expect((await getUser(t.app, token)).kyc.l1.status).toBe('SUBMITTED');
    clock.advance(1);
    const user = await getUser(t.app, token);
    expect(user.kyc.l1).toMatchObject({ status: 'APPROVED', type: 'SIMPLE', highestApprovedKYCType: 'SIMPLE', rejectionDetails: null });
    expect(user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      dob: '1990-12-10',
      mobileNumber: '+447700900123',
      address: { countryCode: 'DE', country: 'Germany', city: 'Berlin', state: 'Berlin', addressLine1: 'Alexanderplatz 1' },
      isSSNVerified: false,
      rejectionReasons: [],
    });
  });

  it('a first name of Reject is rejected with reasons', async () => {
    const { token } = await simpleApplicant('Reject');
    clock.advance(3000);
    const user = await getUser(t.app, token);
    expect(user.kyc.l1.status).toBe('REJECTED');
    expect(user.rejectionReasons).toEqual([
      'The name on your ID document does not match the name you entered.',
      'The selfie does not match the photo on your ID document.',
    ]);
    expect(formIds(await getForms(t.app, token, { quoteId: await quoteFor(t.app, '100') }))).toEqual([]);
  });

  it('a first name of Review stays SUBMITTED for manual review until the sandbox console decides', async () => {
    const { token, email } = await simpleApplicant('Review');
    clock.advance(60_000);
    expect(await getUser(t.app, token)).toMatchObject({ isManualReview: true, kyc: { l1: { status: 'SUBMITTED' } } });
    const state = (await t.app.inject({ url: '/api/v1/sandbox/kyc' })).json().response;
    expect(state.inReview).toContainEqual(expect.objectContaining({ email, firstName: 'Review', level: 'SIMPLE' }));

    const approve = await t.app.inject({ method: 'POST', url: '/api/v1/sandbox/kyc/decision', headers: { 'x-sandbox-token': sandboxTokenOf(t.config) }, payload: { email, decision: 'APPROVED' } });
    expect(approve.statusCode).toBe(200);
    expect(await getUser(t.app, token)).toMatchObject({ isManualReview: false, kyc: { l1: { status: 'APPROVED' } } });
    const again = await t.app.inject({ method: 'POST', url: '/api/v1/sandbox/kyc/decision', headers: { 'x-sandbox-token': sandboxTokenOf(t.config) }, payload: { email, decision: 'REJECTED' } });
    expect(again.statusCode).toBe(409);
  });

  it('the console can reject a Review application with its own reasons', async () => {
    const { token, email } = await simpleApplicant('Review');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/sandbox/kyc/decision',
      headers: { 'x-sandbox-token': sandboxTokenOf(t.config) },
      payload: { email, decision: 'REJECTED', reasons: ['Document is blurred'] },
    });
    expect((await getUser(t.app, token)).rejectionReasons).toEqual(['Document is blurred']);
  });

  it('the console page lists it and decides with a plain form', async () => {
    const { token, email } = await simpleApplicant('Review');
    const page = await t.app.inject({ url: '/sandbox/kyc' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox/kyc/console/decide',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, decision: 'APPROVED', sandboxToken: /name="sandboxToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '' }).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect((await getUser(t.app, token)).kyc.l1.status).toBe('APPROVED');
  });
});

describe('the external ID-proof and selfie step (spec 000 section 4)', () => {
  async function standardApplicant(firstName = 'Ada') {
    const token = await signIn(t.app);
    const quoteId = await quoteFor(t.app, '500');
    await getForms(t.app, token, { quoteId });
    await fillSimpleForms(t.app, token, firstName);
    const session = await getForms(t.app, token, { quoteId });
    expect(formIds(session)).toEqual(['idProof']);
    return { token, quoteId, ...IdProofData.parse(session.forms[0]?.data) };
  }
  const status = (token: string, workflowRunId: string) =>
    t.app.inject({ url: `/api/v1/kyc/workflow-run-id/status?workflowRunId=${workflowRunId}`, headers: { authorization: token } });

  it('is NOT_SUBMITTED until the user completes the provider page, then the application is decided', async () => {
    const { token, workflowRunId, verificationUrl } = await standardApplicant();
    expect((await status(token, workflowRunId)).json().response).toEqual({ status: 'NOT_SUBMITTED' });
    expect((await getUser(t.app, token)).kyc.l1.status).toBe('NOT_SUBMITTED');

    const page = await t.app.inject({ url: new URL(verificationUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Complete verification');
    expect(page.body).toContain('Decline');
    expect((await finishIdStep(t.app, workflowRunId)).statusCode).toBe(303);
    expect((await t.app.inject({ url: new URL(verificationUrl).pathname })).body).toContain('Verification submitted');

    expect((await status(token, workflowRunId)).json().response).toEqual({ status: 'SUBMITTED' });
    expect((await getUser(t.app, token)).kyc.l1).toMatchObject({ status: 'SUBMITTED', type: 'STANDARD' });
    clock.advance(3000);
    expect((await getUser(t.app, token)).kyc.l1).toMatchObject({ status: 'APPROVED', highestApprovedKYCType: 'STANDARD' });
  });

  it('Decline on the provider page rejects the verification', async () => {
    const { token, workflowRunId } = await standardApplicant();
    await finishIdStep(t.app, workflowRunId, 'decline');
    expect((await status(token, workflowRunId)).json().response).toEqual({ status: 'REJECTED' });
    const user = await getUser(t.app, token);
    expect(user.kyc.l1.status).toBe('REJECTED');
    expect(user.rejectionReasons).toEqual(['You declined the identity verification on the provider page.']);
  });

  it('reopening the step before completing it reuses the same run', async () => {
    const { token, quoteId, workflowRunId } = await standardApplicant();
    const again = await getForms(t.app, token, { quoteId });
    expect(IdProofData.parse(again.forms[0]?.data).workflowRunId).toBe(workflowRunId);
  });

  it('without a camera the link is e-mailed to the user', async () => {
    const email = uniqueEmail('camera');
    const token = await signIn(t.app, email);
    const quoteId = await quoteFor(t.app, '500');
    await getForms(t.app, token, { quoteId });
    await fillSimpleForms(t.app, token);
    const { workflowRunId, verificationUrl } = IdProofData.parse((await getForms(t.app, token, { quoteId })).forms[0]?.data);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/kyc/workflow-run/${workflowRunId}/email-link`, headers: { authorization: token } });
    expect(res.json().response).toEqual({ isSent: true });
    const mail = (await t.app.inject({ url: `/api/v1/sandbox/mailbox?email=${encodeURIComponent(email)}` })).json().response[0];
    expect(mail.subject).toBe('Continue your Ferry identity verification');
    expect(mail.text).toContain(verificationUrl);
  });

  it('an unknown run id gets the provider page 404', async () => {
    expect((await t.app.inject({ url: '/sandbox/kyc/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sandbox/kyc/not-a-uuid' })).statusCode).toBe(404);
  });
});

describe('sandbox actions come from Ferry’s own pages (issue 14)', () => {
  it('a cross-site form post, or a call without the sandbox token, is refused and changes nothing', async () => {
    const { token, email } = await simpleApplicant('Review');
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/sandbox/kyc/console/provider',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      payload: new URLSearchParams({ isAvailable: 'false', sandboxToken: sandboxTokenOf(t.config) }).toString(),
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().code).toBe('SANDBOX_ACTION_REFUSED');
    const tokenless = await t.app.inject({
      method: 'POST',
      url: '/sandbox/kyc/console/decide',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, decision: 'APPROVED' }).toString(),
    });
    expect(tokenless.statusCode).toBe(403);
    const api = await t.app.inject({ method: 'POST', url: '/api/v1/sandbox/kyc/decision', payload: { email, decision: 'APPROVED' } });
    expect(api.statusCode).toBe(403);
    expect((await getUser(t.app, token)).kyc.l1.status).toBe('SUBMITTED');
    expect((await t.app.inject({ url: '/api/v1/sandbox/kyc' })).json().response.isProviderAvailable).toBe(true);
  });
});
