import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../stores/session-store.js';
import { fail, fakeApi } from '../../test/fake-api.js';
import { fieldErrorOf } from '../../test/field-error.js';
import { demoPartner, renderRoutes } from '../../test/render.js';
import { loadEveryCatalogue } from '../../test/catalogues.js';
import { altchaChallenge, callTo, ok } from './auth-test-fixtures.js';
import { LoginEmailRoute } from './login-email-route.js';

function renderEmailScreen() {
  return renderRoutes(
    [
      { path: '/login/email', element: <LoginEmailRoute /> },
      { path: '/login/otp', Component: () => <p>code screen</p> },
    ],
    { initialEntries: ['/login/email'], partner: demoPartner },
  );
}

const emailField = () => screen.getByLabelText('Email address');
const typeEmail = (value: string) => fireEvent.change(emailField(), { target: { value } });
const clickContinue = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

describe('Enter Your Email (spec 000 section 5 "Sign-in")', () => {
  it('says the e-mail is required when the field is empty', async () => {
    const fetchMock = fakeApi({ 'auth/bot-check/challenge': ok(altchaChallenge) });
    renderEmailScreen();
    expect(screen.getByRole('heading', { name: 'Enter Your Email' })).toBeTruthy();
    clickContinue();
    await waitFor(() => expect(fieldErrorOf(emailField())).toBe('Required'));
    expect(callTo(fetchMock, 'auth/login')).toBeUndefined();
  });

  it("says 'Please enter a valid email address' for an invalid e-mail", async () => {
    const fetchMock = fakeApi({ 'auth/bot-check/challenge': ok(altchaChallenge) });
    renderEmailScreen();
    typeEmail('ada@');
    clickContinue();
    await waitFor(() => expect(fieldErrorOf(emailField())).toBe('Please enter a valid email address'));
    expect(callTo(fetchMock, 'auth/login')).toBeUndefined();
  });

  it('sends the trimmed e-mail with the solved bot-check token in X-Hcaptcha-Token, then opens the code screen', async () => {
    const fetchMock = fakeApi({
      'auth/bot-check/challenge': ok(altchaChallenge),
      'auth/login': ok({
        isTncAccepted: false,
        email: 'ada@example.com',
        stateToken: 'S'.repeat(43),
      }),
    });
    const { router } = renderEmailScreen();
    typeEmail('  ada@example.com ');
    clickContinue();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/otp'));
    const login = callTo(fetchMock, 'auth/login');
    expect(login?.body).toEqual({
      apiKey: 'pk_sandbox_demo',
      clientId: 'widget',
      email: 'ada@example.com',
    });
    const token = JSON.parse(atob(login?.headers.get('x-hcaptcha-token') ?? ''));
    expect(token).toMatchObject({
      number: 42,
      challenge: altchaChallenge.challenge,
      signature: altchaChallenge.signature,
    });
    expect(router.state.location.state).toEqual({
      email: 'ada@example.com',
      stateToken: 'S'.repeat(43),
      isTncAccepted: false,
    });
    expect(sessionStore.get('email')).toBe('ada@example.com');
  });

  it.each([
    ['BOT_CHECK_FAILED', 'Verification failed. Please try again.'],
    ['BOT_CHECK_EXPIRED', 'Verification expired. Please try again.'],
  ])('shows %s in the error drawer and resets the check', async (code, message) => {
    const fetchMock = fakeApi({
      'auth/bot-check/challenge': ok(altchaChallenge),
      'auth/login': fail(400, code, message),
    });
    const { router } = renderEmailScreen();
    typeEmail('ada@example.com');
    clickContinue();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login/email');
    const challenges = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).includes('bot-check')).length;
    await waitFor(() => expect(challenges()).toBeGreaterThanOrEqual(2));
  });

  it("shows 'Verification failed' when no challenge can be had", async () => {
    fakeApi({ 'auth/bot-check/challenge': fail(500, 'INTERNAL', 'boom') });
    renderEmailScreen();
    typeEmail('ada@example.com');
    clickContinue();
    expect(await screen.findByText('Verification failed. Please try again.')).toBeTruthy();
  });

  it('a refused code request shows the text of its code with the e-mail it was for (spec 000 section 8)', async () => {
    fakeApi({ 'auth/bot-check/challenge': ok(altchaChallenge), 'auth/login': fail(400, 'BOT_CHECK_EXPIRED', 'server words') });
    renderEmailScreen();
    typeEmail(' ada@example.com ');
    clickContinue();
    expect(await screen.findByText('Verification expired. Please try again.')).toBeTruthy();
    expect(screen.getByText('Email')).toBeTruthy();
    expect(screen.getByText('ada@example.com')).toBeTruthy();
  });

  it('prefills the e-mail the partner passed in the query', () => {
    fakeApi({ 'auth/bot-check/challenge': ok(altchaChallenge) });
    sessionStore.set('queryParams', { email: ' Ada@Example.com' });
    renderEmailScreen();
    expect((emailField() as HTMLInputElement).value).toBe('ada@example.com');
  });
});

describe('the e-mail login in German', () => {
  it("reads 'E-Mail-Adresse eingeben' and says 'Pflichtfeld', then that an e-mail is not valid", async () => {
    loadEveryCatalogue('de');
    fakeApi({ 'auth/bot-check/challenge': ok(altchaChallenge) });
    renderEmailScreen();
    expect(screen.getByRole('heading', { name: 'E-Mail-Adresse eingeben' })).toBeTruthy();
    expect(screen.getByText('Wir senden Ihnen einen einmaligen Code per E-Mail, mit dem Sie sich anmelden. Ein Passwort brauchen Sie nicht.')).toBeTruthy();
    const field = screen.getByLabelText('E-Mail-Adresse');
    const form = field.closest('form');
    if (form) fireEvent.submit(form);
    await waitFor(() => expect(fieldErrorOf(field)).toBe('Pflichtfeld'));
    fireEvent.change(field, { target: { value: 'ada@' } });
    if (form) fireEvent.submit(form);
    await waitFor(() => expect(fieldErrorOf(field)).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein'));
  });
});
