import type { FcaQuestion, FcaRiskAssessment, FcaRiskAssessmentResult } from '@ferry/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../stores/session-store.js';
import { loadEveryCatalogue } from '../../../test/catalogues.js';
import { demoPartner, renderRoutes } from '../../../test/render.js';
import { aUser } from '../../../test/user-fixture.js';
import { fcaTestRoutes, ok, refusal, serveFca } from '../fca-test-kit.js';

const HOUR = 3_600_000;
const START = '/user/fca/risk-assessment/start';
const user = aUser({ fcaCategorization: 'HIGH_NET_WORTH_INVESTOR' });

const question = (n: number): FcaQuestion => ({
  questionId: `A${n}`,
  questionNumber: n,
  question: `Risk question ${n}?`,
  questionCategory: `Category ${n}`,
  difficultyLevel: 'EASY',
  answers: [
    { id: `A${n}-1`, answer: `Answer one of ${n}` },
    { id: `A${n}-2`, answer: `Answer two of ${n}` },
  ],
});

const assessment = (overrides: Partial<FcaRiskAssessment> = {}): FcaRiskAssessment => ({
  assessmentSetId: 'SET_A',
  currentAttempt: 1,
  userCanAttemptAfterTimestamp: null,
  test: { '1': [1, 2, 3, 4, 5].map(question) },
  ...overrides,
});

const failed = (overrides: Partial<FcaRiskAssessmentResult> = {}): FcaRiskAssessmentResult => ({
  result: 'fail',
  score: { correct: 3, total: 5 },
  test: [1, 2, 3, 4, 5].map((n) => ({ questionId: `A${n}`, questionCategory: `Category ${n}`, questionResult: n <= 3 ? 'right' : 'wrong' })),
  nextAttempt: 2,
  userCanAttemptAfterTimestamp: null,
  coolingOffPeriodEndsAt: null,
  ...overrides,
});

function open(path: string) {
  return renderRoutes(fcaTestRoutes, { initialEntries: [path], partner: demoPartner });
}

/** Starts the test and answers all five questions with their first answer. */
async function answerAll() {
  fireEvent.click(await screen.findByRole('button', { name: 'Start Assessment' }));
  for (const n of [1, 2, 3, 4, 5]) {
    expect(await screen.findByText(`Question ${n} of 5`)).toBeTruthy();
    if (n === 5) expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true);
    else expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: `Answer one of ${n}` }));
  }
}

beforeEach(() => sessionStore.set('authToken', 'token-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('UK risk assessment screens (spec 001 sections 2 and 4)', () => {
  it('the intro names the rules; Question n of N; Submit only on the last question once all are answered; a pass shows the cooling-off countdown', async () => {
    const sent = serveFca({
      'GET users': () => ok(user),
      'GET fca/risk-assessment': () => ok(assessment()),
      'POST fca/risk-assessment': () => ok({ ...failed({ result: 'pass', nextAttempt: null, score: { correct: 5, total: 5 } }), coolingOffPeriodEndsAt: Date.now() + 24 * HOUR }),
      'GET fca/cooling-off-period': () => ok({ coolingOffPeriodOn: true, timeLeft: 24 * HOUR }),
    });
    open(START);
    expect(await screen.findByText('At least 5 questions')).toBeTruthy();
    expect(screen.getByText('At least 80% correct answers to pass')).toBeTruthy();
    expect(screen.getByText('2 chances every 24 hours')).toBeTruthy();
    await answerAll();
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByRole('heading', { name: "Awesome, You've passed!" })).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toMatch(/^2[34]Hours\d\dMinutes\d\dSeconds$/);
    expect(sent.find((call) => call.key === 'POST fca/risk-assessment')?.body).toEqual({
      assessmentSetId: 'SET_A',
      currentAttempt: 1,
      test: [1, 2, 3, 4, 5].map((n) => ({ questionId: `A${n}`, answerId: `A${n}-1` })),
    });
  });

  it("a first failure: the score, a tick or cross per category, 'Sorry, You've failed' and Try Again with the next set", async () => {
    let attempt = 1;
    serveFca({
      'GET users': () => ok(user),
      'GET fca/risk-assessment': () =>
        ok(attempt === 1 ? assessment() : assessment({ assessmentSetId: 'SET_B', currentAttempt: 2, test: { '2': [1, 2, 3, 4, 5].map(question) } })),
      'POST fca/risk-assessment': () => {
        attempt = 2;
        return ok(failed());
      },
    });
    const { router } = open(START);
    await answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: "Sorry, You've failed" })).toBeTruthy();
    expect(screen.getByText('3/5')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Right' })).toHaveLength(3);
    expect(screen.getAllByRole('img', { name: 'Wrong' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Learn more about the risks' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/fca/risk-assessment/questionnaire/SET_B/A1'));
    expect(await screen.findByText('Question 1 of 5')).toBeTruthy();
  });

  it('a second failure: failed again with a countdown to the retry time and no button', async () => {
    const retryAt = Date.now() + 24 * HOUR;
    serveFca({
      'GET users': () => ok(user),
      'GET fca/risk-assessment': () => ok(assessment({ currentAttempt: 2, assessmentSetId: 'SET_B', test: { '2': [1, 2, 3, 4, 5].map(question) } })),
      'POST fca/risk-assessment': () => ok(failed({ nextAttempt: 3, userCanAttemptAfterTimestamp: retryAt })),
    });
    open(START);
    await answerAll();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: "Sorry, You've failed again" })).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'You can try again in' }).textContent).toMatch(/^2[34]Hours/);
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });

  it("the intro's routing: a retry time to the failure notification, completed to confirm order, locked to limit reached", async () => {
    serveFca({ 'GET users': () => ok(user), 'GET fca/risk-assessment': () => ok(assessment({ userCanAttemptAfterTimestamp: Date.now() + 5 * HOUR + 30 * 60_000 - 1000 })) });
    let view = open(START);
    expect(await screen.findByText('Please wait for 5 hr 30 min to place an order')).toBeTruthy();
    view.unmount();

    serveFca({ 'GET users': () => ok(user), 'GET fca/risk-assessment': () => refusal(409, 'FCA_ASSESSMENT_COMPLETED', 'User has completed assessment') });
    view = open(START);
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/user/confirm-order'));
    view.unmount();

    serveFca({ 'GET users': () => ok(user), 'GET fca/risk-assessment': () => refusal(403, 'FCA_ASSESSMENT_LOCKED', 'Account Locked') });
    view = open(START);
    expect(await screen.findByRole('heading', { name: 'Account Locked' })).toBeTruthy();
    expect(screen.getByText('You have used all your attempts at the risk assessment.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact Help Centre' })).toBeTruthy();
  });

  it('a question address outside the current set goes to the intro; a later question first to the first', async () => {
    serveFca({ 'GET users': () => ok(user), 'GET fca/risk-assessment': () => ok(assessment()) });
    let view = open('/user/fca/risk-assessment/questionnaire/SET_A/A3');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/user/fca/risk-assessment/questionnaire/SET_A/A1'));
    view.unmount();
    view = open('/user/fca/risk-assessment/questionnaire/SET_Z/A1');
    await waitFor(() => expect(view.router.state.location.pathname).toBe(START));
  });
});

describe('UK risk assessment screens in German', () => {
  beforeEach(() => loadEveryCatalogue('de'));

  it('the intro names the rules with their numbers; Question n of N; the failed page', async () => {
    serveFca({
      'GET users': () => ok(user),
      'GET fca/risk-assessment': () => ok(assessment()),
      'POST fca/risk-assessment': () => ok(failed()),
    });
    open(START);
    expect(await screen.findByText('Mindestens 5 Fragen')).toBeTruthy();
    expect(screen.getByText('Mindestens 80 % richtige Antworten zum Bestehen')).toBeTruthy();
    expect(screen.getByText('2 Versuche alle 24 Stunden')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Testen Sie Ihr Wissen über Krypto-Risiken' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bewertung starten' }));
    for (const n of [1, 2, 3, 4, 5]) {
      expect(await screen.findByText(`Frage ${n} von 5`)).toBeTruthy();
      fireEvent.click(screen.getByRole('radio', { name: `Answer one of ${n}` }));
    }
    const submit = screen.getByRole('button', { name: 'Absenden' }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByRole('heading', { name: 'Leider nicht bestanden' })).toBeTruthy();
    expect(screen.getByText('Ihr Ergebnis')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Ergebnisse nach Kategorie' })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: 'Richtig' })).toHaveLength(3);
    expect(screen.getAllByRole('img', { name: 'Falsch' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });

  it('the failure notification counts the wait in hours and minutes', async () => {
    serveFca({ 'GET users': () => ok(user), 'GET fca/risk-assessment': () => ok(assessment({ userCanAttemptAfterTimestamp: Date.now() + 5 * HOUR + 30 * 60_000 - 1000 })) });
    open(START);
    expect(await screen.findByText('Bitte warten Sie 5 Std. 30 Min., bevor Sie eine Bestellung aufgeben')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Bitte warten Sie bis zu Ihrem nächsten Versuch' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zurück zur App' })).toBeTruthy();
  });

  it('limit reached: the account is locked, the help centre a link', async () => {
    serveFca({ 'GET users': () => ok(user), 'GET fca/risk-assessment': () => refusal(403, 'FCA_ASSESSMENT_LOCKED', 'Account Locked') });
    open(START);
    expect(await screen.findByRole('heading', { name: 'Konto gesperrt' })).toBeTruthy();
    expect(screen.getByText('Sie haben alle Versuche der Risikobewertung aufgebraucht.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hilfe-Center kontaktieren' })).toBeTruthy();
  });
});
