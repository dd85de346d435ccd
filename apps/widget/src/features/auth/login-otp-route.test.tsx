import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { fail, fakeApi } from '../../test/fake-api.js';
import { fieldErrorOf } from '../../test/field-error.js';
import { demoPartner, renderRoutes } from '../../test/render.js';
import { loadEveryCatalogue } from '../../test/catalogues.js';
import { altchaChallenge, callTo, ok, signedInUser, waitingQuote } from './auth-test-fixtures.js';
import { LoginOtpRoute } from './login-otp-route.js';

const stateToken = 'S'.repeat(43);
const email = 'ada@example.com';

function renderCodeScreen(state: unknown = { email, stateToken, isTncAccepted: false }) {
  return renderRoutes(
    [
      { path: '/login/otp', element: <LoginOtpRoute /> },
      { path: '/login/email', Component: () => <p>email screen</p> },
      { path: '/', Component: () => <p>exchange</p> },
      { path: '/user/confirm-order', Component: () => <p>confirm order</p> },
    ],
    { initialEntries: [{ pathname: '/login/otp', state }], partner: demoPartner },
  );
}

const typeCode = (value: string) =>
  fireEvent.change(screen.getByLabelText('Verification code'), { target: { value } });
/** Enter in the field submits too (the footer button ignores a second click within 300 ms). */
const submitForm = () => {
  const form = screen.getByLabelText('Verification code').closest('form');
  if (form) fireEvent.submit(form);
};
const clickContinue = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
const signedIn = () => ({
  'auth/bot-check/challenge': ok(altchaChallenge),
  'auth/verify': ok({ accessToken: 'T'.repeat(43), expiresAt: '2030-01-01T00:00:00.000Z' }),
  users: ok(signedInUser(email)),
});

describe('Verify Your Email (spec 000 section 5 "Sign-in")', () => {
  it('opens the e-mail screen when it was reached without a code request', async () => {
    fakeApi({});
    const { router } = renderCodeScreen(null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/email'));
  });

  it('keeps only digits in the numeric code field, at most six', () => {
    fakeApi(signedIn());
    renderCodeScreen();
    expect(screen.getByRole('heading', { name: 'Verify Your Email' })).toBeTruthy();
    typeCode('12a34-5678');
    const field = screen.getByLabelText('Verification code') as HTMLInputElement;
    expect(field.value).toBe('123456');
    expect(field.inputMode).toBe('numeric');
  });

  it('shows no terms checkbox before verify: a returning user who accepted them goes straight through', async () => {
    const fetchMock = fakeApi(signedIn());
    const { router } = renderCodeScreen();
    expect(screen.queryByRole('checkbox')).toBeNull();
    typeCode('123456');
    clickContinue();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callTo(fetchMock, 'auth/verify')?.body).not.toHaveProperty('isTncAccepted', true);
  });

  it("once verify says terms are required, toasts 'Please accept Terms and Conditions' until the box is ticked", async () => {
    const fetchMock = fakeApi({ ...signedIn(), 'auth/verify': fail(400, 'TNC_REQUIRED', 'Please accept Terms and Conditions') });
    renderCodeScreen();
    typeCode('123456');
    clickContinue();
    expect(await screen.findByRole('checkbox')).toBeTruthy();
    const calls = () => fetchMock.mock.calls.filter(([input]) => String(input).includes('auth/verify')).length;
    expect(calls()).toBe(1);
    submitForm();
    expect((await screen.findByRole('status')).textContent).toContain('Please accept Terms and Conditions');
    expect(calls()).toBe(1);
  });

  it('stores the token, loads the user and moves on once the code and terms are accepted', async () => {
    const routes = { ...signedIn(), 'auth/verify': fail(400, 'TNC_REQUIRED', 'Please accept Terms and Conditions') };
    fakeApi(routes);
    const { router } = renderCodeScreen();
    typeCode('123456');
    clickContinue();
    fireEvent.click(await screen.findByRole('checkbox'));
    const fetchMock = fakeApi(signedIn());
    submitForm();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callTo(fetchMock, 'auth/verify')?.body).toEqual({
      apiKey: 'pk_sandbox_demo',
      clientId: 'widget',
      email,
      otp: '123456',
      stateToken,
      isTncAccepted: true,
    });
    expect(sessionStore.get('authToken')).toBe('T'.repeat(43));
    expect(callTo(fetchMock, 'users')?.headers.get('authorization')).toBe('T'.repeat(43));
  });

  it('loads the user and the KYC form list for the waiting quote, then goes to confirm order (step 4)', async () => {
    const fetchMock = fakeApi(signedIn());
    sessionStore.set('quote', waitingQuote);
    const { router } = renderCodeScreen({ email, stateToken, isTncAccepted: true });
    expect(screen.queryByRole('checkbox')).toBeNull();
    typeCode('123456');
    clickContinue();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/confirm-order'));
    const formsCall = fetchMock.mock.calls.find(([input]) => String(input).includes('/api/v1/kyc/get-forms'));
    expect(formsCall).toBeDefined();
    const metadata = JSON.parse(new URL(String(formsCall?.[0]), 'http://localhost').searchParams.get('metadata') ?? '{}');
    expect(metadata).toEqual({ formType: 'KYC', quoteId: 'q1.sig' });
    // A failed form list (404 here) does not stop the sign-in.
  });

  it("says 'Invalid verification code' for a wrong or incomplete code", async () => {
    fakeApi({
      ...signedIn(),
      'auth/verify': fail(400, 'OTP_INVALID', 'Invalid verification code'),
    });
    renderCodeScreen({ email, stateToken, isTncAccepted: true });
    typeCode('123');
    clickContinue();
    await waitFor(() => expect(fieldErrorOf(screen.getByLabelText('Verification code'))).toBe('Invalid verification code'));
    typeCode('123456');
    // Enter in the field submits too (the footer button ignores a second click within 300 ms).
    const form = screen.getByLabelText('Verification code').closest('form');
    if (form) fireEvent.submit(form);
    await waitFor(() =>
      expect(screen.getAllByText('Invalid verification code').length).toBeGreaterThanOrEqual(2),
    );
    expect(sessionStore.get('authToken')).toBeUndefined();
  });

  it('shows the terms when the server says they are required', async () => {
    fakeApi({
      ...signedIn(),
      'auth/verify': fail(400, 'TNC_REQUIRED', 'Please accept Terms and Conditions'),
    });
    renderCodeScreen({ email, stateToken, isTncAccepted: true });
    typeCode('123456');
    clickContinue();
    expect(await screen.findByRole('checkbox')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Please accept Terms and Conditions');
  });

  it('sends a new code behind a new bot check and uses its stateToken', async () => {
    const fetchMock = fakeApi({
      ...signedIn(),
      'auth/login': ok({ isTncAccepted: false, email, stateToken: 'N'.repeat(43) }),
    });
    const { router } = renderCodeScreen();
    fireEvent.click(screen.getByRole('button', { name: "Didn't get it? Send a new code" }));
    expect(
      await screen.findByText('A new code is on its way; the previous one no longer works.'),
    ).toBeTruthy();
    expect(callTo(fetchMock, 'auth/login')?.headers.get('x-hcaptcha-token')).toBeTruthy();
    expect(router.state.location.state).toMatchObject({ stateToken: 'N'.repeat(43) });
  });
});

describe('the code page in German', () => {
  it('asks for the Bestätigungscode, says an incomplete one is invalid, and words the terms box and its toast in German', async () => {
    loadEveryCatalogue('de');
    fakeApi({ ...signedIn(), 'auth/verify': fail(400, 'TNC_REQUIRED', 'Please accept Terms and Conditions') });
    renderCodeScreen();
    expect(screen.getByRole('heading', { name: 'E-Mail-Adresse bestätigen' })).toBeTruthy();
    expect(screen.getByText(/Geben Sie den 6-stelligen Code ein, den wir an/).textContent).toBe(
      `Geben Sie den 6-stelligen Code ein, den wir an ${email} gesendet haben. Er ist 10 Minuten lang gültig.`,
    );
    const field = screen.getByLabelText('Bestätigungscode');
    fireEvent.change(field, { target: { value: '123' } });
    submitFormIn(field);
    await waitFor(() => expect(fieldErrorOf(field)).toBe('Ungültiger Bestätigungscode'));
    fireEvent.change(field, { target: { value: '123456' } });
    submitFormIn(field);
    expect((await screen.findByRole('checkbox')).closest('label')?.textContent).toBe('Ich akzeptiere Ferrys Nutzungsbedingungen und Datenschutzerklärung');
    expect(screen.getByRole('link', { name: 'Nutzungsbedingungen' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Bitte akzeptieren Sie die Nutzungsbedingungen');
    expect(screen.getByRole('button', { name: 'Keinen Code erhalten? Neuen Code senden' })).toBeTruthy();
  });
});

function submitFormIn(field: HTMLElement) {
  const form = field.closest('form');
  if (form) fireEvent.submit(form);
}
