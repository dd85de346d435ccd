import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../stores/session-store.js';
import { loadEveryCatalogue } from '../../../test/catalogues.js';
import { demoPartner, renderRoutes } from '../../../test/render.js';
import { aUser } from '../../../test/user-fixture.js';
import { fcaTestRoutes, ok, refusal, serveFca } from '../fca-test-kit.js';

const START = '/user/fca/categorization/start';
const ukUser = aUser({ firstName: 'Ada', lastName: 'Lovelace' });

function open(path: string) {
  return renderRoutes(fcaTestRoutes, { initialEntries: [path], partner: demoPartner });
}

const choose = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));

beforeEach(() => sessionStore.set('authToken', 'token-1'));
afterEach(() => vi.unstubAllGlobals());

describe('UK categorisation screens (spec 001 sections 2 and 4)', () => {
  it("the intro: 'Looks like you're from the UK!', the needs, the risk summary, Continue to set_a/hni_q1", async () => {
    serveFca({ 'GET users': () => ok(ukUser) });
    const { router } = open(START);
    expect(await screen.findByRole('heading', { name: "Looks like you're from the UK!" })).toBeTruthy();
    expect(screen.getByText('A short quiz on your knowledge of crypto risks')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read the risk summary' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/fca/categorization/questionnaire/set_a/hni_q1'));
  });

  it('the intro skips ahead to confirm order when the user is already categorised', async () => {
    serveFca({ 'GET users': () => ok({ ...ukUser, fcaCategorization: 'RESTRICTED_INVESTOR' }) });
    const { router } = open(START);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/confirm-order'));
  });

  it('a high net worth path: answers advance by themselves, next waits for an answer, the agreement is step 3/3 and submits', async () => {
    const sent = serveFca({
      'GET users': () => ok(ukUser),
      'POST fca/categorization': () => ok({ result: 'pass', message: null }),
    });
    const { router } = open('/user/fca/categorization/questionnaire/set_a/hni_q1');
    expect(await screen.findByText('Did you have an annual income of £100,000 or more in the last financial year?')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next question' }) as HTMLButtonElement).disabled).toBe(true);
    choose('No');
    await screen.findByText('Did you hold net assets of £250,000 or more throughout the last financial year?');
    choose('Yes');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/fca/categorization/agreement'));
    expect(await screen.findByText('High Net Worth Investor')).toBeTruthy();
    expect(screen.getByText('Step 3/3')).toBeTruthy();
    const name = screen.getByLabelText('Full name') as HTMLInputElement;
    expect(name.value).toBe('Ada Lovelace');
    expect(name.readOnly).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Edit full name' }));
    expect(name.readOnly).toBe(false);
    fireEvent.change(name, { target: { value: 'Augusta Ada King' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/confirm-order'));
    expect(sent.find((call) => call.key === 'POST fca/categorization')?.body).toEqual({
      category: 'HIGH_NET_WORTH_INVESTOR',
      name: 'Augusta Ada King',
      evaluation: [
        { questionId: 'HNI_Q1', answer: { option: 'B' } },
        { questionId: 'HNI_Q2', answer: { option: 'A' } },
      ],
    });
  });

  it('a restricted investor answers set_b with less than 10% twice: step 5/5; a refusal shows its text by code', async () => {
    serveFca({
      'GET users': () => ok(ukUser),
      'POST fca/categorization': () => refusal(422, 'FCA_CATEGORY_NOT_SUPPORTED', 'server words'),
    });
    const { router } = open('/user/fca/categorization/questionnaire/set_a/hni_q1');
    await screen.findByText(/annual income of £100,000/);
    choose('No');
    await screen.findByText(/net assets of £250,000/);
    choose('No');
    await screen.findByText(/In the last 12 months/);
    expect(router.state.location.pathname).toBe('/user/fca/categorization/questionnaire/set_b/ri_q1');
    choose('Less than 10%');
    await screen.findByText(/In the next 12 months/);
    choose('Less than 10%');
    expect(await screen.findByText('Restricted Investor')).toBeTruthy();
    expect(screen.getByText('Step 5/5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText("Your answers don't support the investor category you chose. Please answer the questions again.")).toBeTruthy();
    expect(screen.queryByText('server words')).toBeNull();
  });

  it('more than 10% in set_b ends on the failed page, whose retry starts at set_a/hni_q1', async () => {
    serveFca({ 'GET users': () => ok(ukUser) });
    const { router } = open('/user/fca/categorization/questionnaire/set_a/hni_q1');
    await screen.findByText(/annual income of £100,000/);
    choose('No');
    await screen.findByText(/net assets of £250,000/);
    choose('No');
    await screen.findByText(/In the last 12 months/);
    choose('More than 10%');
    await screen.findByText(/In the next 12 months/);
    choose('Less than 10%');
    expect(await screen.findByRole('heading', { name: "Your profile doesn't meet the criteria for any investor category" })).toBeTruthy();
    expect(screen.getByText(/£100,000 or more in the last financial year, or net assets of £250,000/)).toBeTruthy();
    expect(screen.getByText(/Less than 10% of your net assets/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retake Questionnaire' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/fca/categorization/questionnaire/set_a/hni_q1'));
  });

  it('redirects: a later question first goes to the first, an unknown one to the start, the agreement without answers to the start', async () => {
    serveFca({ 'GET users': () => ok(ukUser) });
    let view = open('/user/fca/categorization/questionnaire/set_b/ri_q2');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/user/fca/categorization/questionnaire/set_a/hni_q1'));
    view.unmount();
    view = open('/user/fca/categorization/questionnaire/set_c/what');
    await waitFor(() => expect(view.router.state.location.pathname).toBe(START));
    view.unmount();
    view = open('/user/fca/categorization/agreement');
    await waitFor(() => expect(view.router.state.location.pathname).toBe(START));
  });
});

describe('UK categorisation screens in German', () => {
  beforeEach(() => loadEveryCatalogue('de'));

  it('the intro: its heading, title, needs and risk summary link', async () => {
    serveFca({ 'GET users': () => ok(ukUser) });
    open(START);
    expect(await screen.findByRole('heading', { name: 'Sie kommen offenbar aus dem Vereinigten Königreich!' })).toBeTruthy();
    expect(screen.getByText('Anlegerkategorie')).toBeTruthy();
    expect(screen.getByText('Ein kurzes Quiz zu Ihrem Wissen über Krypto-Risiken')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Risikoübersicht lesen' })).toBeTruthy();
  });

  it('a question, then the agreement with the category, the statement and the risks', async () => {
    serveFca({ 'GET users': () => ok(ukUser) });
    open('/user/fca/categorization/questionnaire/set_a/hni_q1');
    expect(await screen.findByText('Hatten Sie im letzten Steuerjahr ein Jahreseinkommen von 100.000 £ oder mehr?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nächste Frage' })).toBeTruthy();
    choose('Ja');
    expect(await screen.findByText('Verfügten Sie während des gesamten letzten Steuerjahres über ein Nettovermögen von 250.000 £ oder mehr?')).toBeTruthy();
    choose('Ja');
    expect(await screen.findByText('Vermögender Anleger')).toBeTruthy();
    expect(screen.getByLabelText('Vollständiger Name')).toBeTruthy();
    expect(screen.getByText(/^Ich gebe diese Erklärung ab, damit ich als zertifizierter vermögender Anleger/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ich akzeptiere, dass:' })).toBeTruthy();
    expect(screen.getByText('ich meine Kryptowerte möglicherweise nicht verkaufen kann, wann ich möchte.')).toBeTruthy();
  });

  it('the failed page with both categories and the retry', async () => {
    serveFca({ 'GET users': () => ok(ukUser) });
    open('/user/fca/categorization/questionnaire/set_a/hni_q1');
    await screen.findByText(/Jahreseinkommen von 100\.000 £/);
    choose('Nein');
    await screen.findByText(/Nettovermögen von 250\.000 £/);
    choose('Nein');
    await screen.findByText(/in den letzten 12 Monaten in Hochrisikoanlagen investiert\?/);
    choose('Mehr als 10 %');
    await screen.findByText(/in den nächsten 12 Monaten in Hochrisikoanlagen investieren\?/);
    choose('Weniger als 10 %');
    expect(await screen.findByRole('heading', { name: 'Ihr Profil erfüllt die Kriterien keiner Anlegerkategorie' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Eingeschränkter Anleger' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Fragebogen wiederholen' })).toBeTruthy();
  });
});
