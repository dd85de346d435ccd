import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadEveryCatalogue } from '../../../test/catalogues.js';
import { renderAt } from '../../../test/render.js';
import { AboutRoute } from './about-route.js';
import { CryptoScamsGuideRoute } from './crypto-scams-guide-route.js';
import { PrivacyPolicyRoute } from './privacy-policy-route.js';
import { SupportRoute } from './support-route.js';
import { TermsOfServiceRoute } from './terms-of-service-route.js';
import { UkRiskSummaryRoute } from './uk-risk-summary-route.js';
import { WhaleApplicationRoute } from './whale-application-route.js';

describe("Ferry's own information pages", () => {
  it('terms of service and privacy policy are real pages, both version 1.1.0 (spec 000 section 9), marked as sandbox text', () => {
    for (const [page, title] of [
      [<TermsOfServiceRoute key="t" />, 'Terms of Service'],
      [<PrivacyPolicyRoute key="p" />, 'Privacy Policy'],
    ] as const) {
      const view = renderAt(page, '/page');
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByText('Version 1.1.0')).toBeTruthy();
      expect(screen.getByText(/Sandbox text: this document/)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
      view.unmount();
    }
  });

  it('support answers the common questions and has the compliance section the scam warning links to', () => {
    const { container } = renderAt(<SupportRoute />, '/support');
    expect(screen.getByText('How long does a card purchase take?')).toBeTruthy();
    expect(container.querySelector('#compliance')?.textContent).toContain('compliance team');
    expect(screen.getByRole('link', { name: 'our guide to crypto scams' }).getAttribute('href')).toBe('/crypto-scams-guide');
  });

  it("about us has the partners' section, the scam guide and the UK risk summary their own texts", () => {
    const about = renderAt(<AboutRoute />, '/about');
    expect(about.container.querySelector('#partners')?.textContent).toContain('Add Ferry to your business');
    about.unmount();
    const guide = renderAt(<CryptoScamsGuideRoute />, '/crypto-scams-guide');
    expect(screen.getByRole('heading', { name: 'Signs of a scam' })).toBeTruthy();
    guide.unmount();
    renderAt(<UkRiskSummaryRoute />, '/uk-risk-summary');
    expect(screen.getByText('You could lose all the money you invest.')).toBeTruthy();
  });

  it('whale applications exist for buy and sell; another side is page not found', () => {
    const buy = renderAt(<WhaleApplicationRoute />, '/whale-application/:side', { initialEntries: ['/whale-application/buy'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Whale application: buy' })).toBeTruthy();
    buy.unmount();
    const sell = renderAt(<WhaleApplicationRoute />, '/whale-application/:side', { initialEntries: ['/whale-application/sell'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Whale application: sell' })).toBeTruthy();
    sell.unmount();
    renderAt(<WhaleApplicationRoute />, '/whale-application/:side', { initialEntries: ['/whale-application/other'] });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });
});

describe("Ferry's own information pages in German", () => {
  it('the terms and the privacy policy are translated whole, version 1.1.0', () => {
    loadEveryCatalogue('de');
    const terms = renderAt(<TermsOfServiceRoute />, '/terms-of-service');
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeTruthy();
    expect(screen.getByText('Version 1.1.0')).toBeTruthy();
    expect(screen.getByText(/^Sandbox-Text: Dieses Dokument/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '4. Angebote, Preise und Gebühren' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href')).toBe('/');
    // No English sentence is left in the body.
    expect(terms.container.textContent).not.toMatch(/\b(the|and|you|your)\b/);
    terms.unmount();
    const privacy = renderAt(<PrivacyPolicyRoute />, '/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeTruthy();
    expect(screen.getByText('Wir verkaufen Ihre Daten nicht und nutzen sie nicht für Werbung.')).toBeTruthy();
    expect(privacy.container.textContent).not.toMatch(/\b(the|and|you|your)\b/);
  });

  it('support, about, the scam guide, the UK risk summary and the whale desk speak German', () => {
    loadEveryCatalogue('de');
    const support = renderAt(<SupportRoute />, '/support');
    expect(screen.getByText('Wie lange dauert ein Kauf mit Karte?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'unseren Ratgeber zu Krypto-Betrug' }).getAttribute('href')).toBe('/crypto-scams-guide');
    support.unmount();
    const about = renderAt(<AboutRoute />, '/about');
    expect(about.container.querySelector('#partners')?.textContent).toContain('Ferry für Ihr Unternehmen');
    about.unmount();
    const guide = renderAt(<CryptoScamsGuideRoute />, '/crypto-scams-guide');
    expect(screen.getByRole('heading', { name: 'Anzeichen für Betrug' })).toBeTruthy();
    guide.unmount();
    const risk = renderAt(<UkRiskSummaryRoute />, '/uk-risk-summary');
    expect(screen.getByText('Sie könnten das gesamte investierte Geld verlieren.')).toBeTruthy();
    risk.unmount();
    renderAt(<WhaleApplicationRoute />, '/whale-application/:side', { initialEntries: ['/whale-application/sell'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Whale-Antrag: Verkaufen' })).toBeTruthy();
    expect(screen.getByText(/mit dem Betreff „Whale sell“ und den oben genannten Angaben/)).toBeTruthy();
  });
});
