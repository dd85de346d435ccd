import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { demoPartner, renderRoutes } from '../../test/render.js';
import { aUser } from '../../test/user-fixture.js';
import { loadEveryCatalogue } from '../../test/catalogues.js';
import { kycCallToAction, kycCardView } from './kyc-status-view.js';
import { ProfileRoute } from './profile-route.js';
import { canResumeOrder, shouldResumeOrder } from './resume-order.js';
import { waitingQuote } from '../../test/quote-fixture.js';

type User = ReturnType<typeof aUser>;

function serve(user: () => User) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const body = path === '/api/v1/users' ? { response: user() } : { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' };
    return new Response(JSON.stringify(body), { status: path === '/api/v1/users' ? 200 : 404, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderProfile(state?: unknown) {
  return renderRoutes(
    [
      { path: '/user/profile', element: <ProfileRoute /> },
      { path: '/user/kyc-forms', element: <p>kyc forms</p> },
      { path: '/user/confirm-order', element: <p>confirm order</p> },
    ],
    { initialEntries: [{ pathname: '/user/profile', state }], partner: demoPartner },
  );
}

beforeEach(() => {
  sessionStore.set('authToken', 'token-1');
  sessionStore.remove('quote');
});
afterEach(() => vi.useRealTimers());

describe('KYC status card (spec 001 section 2 "Profile")', () => {
  it('shows nothing for NOT_SUBMITTED', () => {
    expect(kycCardView(aUser())).toBeNull();
  });
  it('SUBMITTED: in progress with the standard time, or under manual review', () => {
    expect(kycCardView(aUser({}, { status: 'SUBMITTED', type: 'STANDARD' }))).toMatchObject({ title: 'Verification In Progress', lines: ['Standard verification takes under 2 minutes.'] });
    expect(kycCardView(aUser({}, { status: 'SUBMITTED', type: 'ENHANCED' }))?.lines).toEqual(['Enhanced verification is approved within 24 hours.']);
    expect(kycCardView(aUser({ isManualReview: true }, { status: 'SUBMITTED', type: 'SIMPLE' }))?.title).toBe('Verification Under Manual Review');
  });
  it('APPROVED shows the level (SIMPLE Level 1, STANDARD Level 2, ENHANCED Level 3)', () => {
    expect(kycCardView(aUser({}, { status: 'APPROVED', type: 'STANDARD', highestApprovedKYCType: 'STANDARD' }))).toMatchObject({
      title: 'Identity Verified',
      level: 'Level 2 (STANDARD)',
    });
    expect(kycCardView(aUser({}, { status: 'APPROVED', highestApprovedKYCType: 'ENHANCED' }))?.level).toBe('Level 3 (ENHANCED)');
  });
  it("REJECTED: 'Identity Verification Rejected' with the reasons, or the invalid-documents text", () => {
    expect(kycCardView(aUser({ rejectionReasons: ['Blurry selfie'] }, { status: 'REJECTED' }))).toMatchObject({
      title: 'Identity Verification Rejected',
      reasons: ['Blurry selfie'],
      lines: [],
    });
    expect(kycCardView(aUser({}, { status: 'REJECTED' }))?.lines).toEqual([
      'Unfortunately, we have rejected your verification request because of the invalid documents.',
    ]);
  });
  it("risk engine: 'Additional Verification Needed'", () => {
    expect(kycCardView(aUser({}, { status: 'APPROVED', riskEnginePromote: true }))).toMatchObject({
      title: 'Additional Verification Needed',
      lines: ['Completing this is required to proceed with placing orders.'],
    });
  });
  it('actions needing KYC appear only when the account is ACTIVE', () => {
    expect(kycCallToAction(aUser())).toBe('Complete KYC');
    expect(kycCallToAction(aUser({ status: 'DISABLED' }))).toBeNull();
    expect(kycCallToAction(aUser({}, { status: 'APPROVED' }))).toBeNull();
  });
});

describe('profile screen', () => {
  it('shows name, mobile, e-mail, bank details and the rejection with its reasons', async () => {
    serve(() =>
      aUser(
        {
          firstName: 'Ada',
          lastName: 'Lovelace',
          mobileNumber: '+447700900123',
          banks: [{ id: 'b1', type: 'GBP_BANK', accountNumber: '12345678' }],
          rejectionReasons: ['The selfie does not match the photo on your ID document.'],
        },
        { status: 'REJECTED' },
      ),
    );
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Identity Verification Rejected' })).toBeTruthy();
    expect(screen.getByText('The selfie does not match the photo on your ID document.')).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByText('+447700900123')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('•••• 5678')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete KYC' })).toBeNull();
  });

  it('offers Complete KYC to an active user who has not started', async () => {
    serve(() => aUser());
    const view = renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Complete KYC' }));
    await screen.findByText('kyc forms');
    expect(view.router.state.location.pathname).toBe('/user/kyc-forms');
  });

  it('refetches the user every 2 s while KYC is SUBMITTED, so the decision shows by itself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let user = aUser({}, { status: 'SUBMITTED', type: 'STANDARD' });
    const fetchMock = serve(() => user);
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Verification In Progress' })).toBeTruthy();
    user = aUser({}, { status: 'APPROVED', type: 'STANDARD', highestApprovedKYCType: 'STANDARD' });
    const before = fetchMock.mock.calls.length;
    await act(async () => vi.advanceTimersByTimeAsync(2100));
    expect(await screen.findByRole('heading', { name: 'Identity Verified' })).toBeTruthy();
    expect(fetchMock.mock.calls.length).toBeGreaterThan(before);
    const after = fetchMock.mock.calls.length;
    await act(async () => vi.advanceTimersByTimeAsync(4100));
    expect(fetchMock.mock.calls.length).toBe(after);
  });
});

describe('carry on after KYC (spec 000 section 4 "KYC forms", spec 001 section 4 "User record")', () => {
  const submitted = aUser({}, { status: 'SUBMITTED', type: 'SIMPLE' });
  const approved = aUser({}, { status: 'APPROVED', type: 'SIMPLE', highestApprovedKYCType: 'SIMPLE' });
  const rejected = aUser({}, { status: 'REJECTED' });
  it('an approval goes on to confirm order only with an order started, when sent here to wait or seen arriving', () => {
    const facts = { hasPendingOrder: true, isWaitingForKyc: false, previousStatus: undefined, user: approved };
    expect(shouldResumeOrder({ ...facts, isWaitingForKyc: true })).toBe(true);
    expect(shouldResumeOrder({ ...facts, previousStatus: 'SUBMITTED' })).toBe(true);
    expect(shouldResumeOrder(facts)).toBe(false);
    expect(shouldResumeOrder({ ...facts, isWaitingForKyc: true, hasPendingOrder: false })).toBe(false);
    expect(shouldResumeOrder({ ...facts, isWaitingForKyc: true, user: submitted })).toBe(false);
    expect(shouldResumeOrder({ ...facts, isWaitingForKyc: true, user: rejected })).toBe(false);
  });
  it('the resume call to action stays unless KYC was rejected', () => {
    expect(canResumeOrder({ hasPendingOrder: true, user: submitted })).toBe(true);
    expect(canResumeOrder({ hasPendingOrder: true, user: approved })).toBe(true);
    expect(canResumeOrder({ hasPendingOrder: true, user: rejected })).toBe(false);
    expect(canResumeOrder({ hasPendingOrder: false, user: approved })).toBe(false);
  });

  it('waits on the profile, polling every 2 s, and moves on to confirm order the moment KYC is APPROVED', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStore.set('quote', waitingQuote);
    let user = submitted;
    serve(() => user);
    const view = renderProfile({ isWaitingForKyc: true });
    expect(await screen.findByRole('heading', { name: 'Verification In Progress' })).toBeTruthy();
    expect(screen.getByText('Your order continues by itself as soon as your identity is verified.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume Order' })).toBeTruthy();
    user = approved;
    await act(async () => vi.advanceTimersByTimeAsync(2100));
    await screen.findByText('confirm order');
    expect(view.router.state.location.pathname).toBe('/user/confirm-order');
  });

  it('opened from the menu with an order started: stays, and Resume Order goes to confirm order', async () => {
    sessionStore.set('quote', waitingQuote);
    serve(() => approved);
    const view = renderProfile();
    expect(await screen.findByRole('heading', { name: 'Identity Verified' })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/user/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Resume Order' }));
    await screen.findByText('confirm order');
  });

  it('REJECTED shows the rejection texts and does not move on', async () => {
    sessionStore.set('quote', waitingQuote);
    serve(() => rejected);
    const view = renderProfile({ isWaitingForKyc: true });
    expect(await screen.findByRole('heading', { name: 'Identity Verification Rejected' })).toBeTruthy();
    expect(screen.getByText('Unfortunately, we have rejected your verification request because of the invalid documents.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resume Order' })).toBeNull();
    expect(view.router.state.location.pathname).toBe('/user/profile');
  });
});

describe('profile in German', () => {
  it('shows the rejected card, the details and the bank accounts in German', async () => {
    loadEveryCatalogue('de');
    serve(() => aUser({ firstName: 'Ada', lastName: 'Lovelace', banks: [{ id: 'b1', type: 'SEPA_BANK', accountNumber: 'DE89370400440532013000' }] }, { status: 'REJECTED' }));
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mein Profil' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Identitätsprüfung abgelehnt' })).toBeTruthy();
    expect(screen.getByText('Leider mussten wir Ihre Identitätsprüfung ablehnen, da die Dokumente ungültig sind.')).toBeTruthy();
    expect(screen.getByText('Mobilnummer')).toBeTruthy();
    expect(screen.getByText('SEPA-Bankkonto')).toBeTruthy();
  });

  it("names the level 'Stufe n' and the risk-engine state and its call to action in German", () => {
    loadEveryCatalogue('de');
    expect(kycCardView(aUser({}, { status: 'APPROVED', type: 'STANDARD', highestApprovedKYCType: 'STANDARD' }))).toMatchObject({
      title: 'Identität bestätigt',
      level: 'Stufe 2 (STANDARD)',
    });
    expect(kycCardView(aUser({}, { status: 'APPROVED', riskEnginePromote: true }))?.title).toBe('Zusätzliche Verifizierung erforderlich');
    expect(kycCallToAction(aUser({}, { status: 'APPROVED', riskEnginePromote: true }))).toBe('Verifizierung abschließen');
    expect(kycCallToAction(aUser())).toBe('KYC abschließen');
  });
});
