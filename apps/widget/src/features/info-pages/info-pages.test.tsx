import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadEveryCatalogue } from '../../test/catalogues.js';
import { renderAt } from '../../test/render.js';
import { PageNotFoundRoute } from './page-not-found-route.js';
import { ScamWarningRoute } from './scam-warning-route.js';

describe('page not found', () => {
  it("defaults to 'Page Not Found' and its description", () => {
    renderAt(<PageNotFoundRoute />, '/404');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText("Sorry, we couldn't find the page you were looking for.")).toBeTruthy();
  });

  it('takes header and description from the query', () => {
    renderAt(<PageNotFoundRoute />, '/404', {
      initialEntries: ['/404?header=Order%20gone&description=That%20order%20no%20longer%20exists.'],
    });
    expect(screen.getByRole('heading', { name: 'Order gone' })).toBeTruthy();
    expect(screen.getByText('That order no longer exists.')).toBeTruthy();
  });

  it('leads back home', () => {
    renderAt(<PageNotFoundRoute />, '/404');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});

describe('scam warning', () => {
  it("names the referrer a potential scam, links Ferry's own crypto-scams guide and compliance contact", () => {
    renderAt(<ScamWarningRoute />, '/possible-crypto-scam-warning');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Scam warning');
    expect(screen.getByText(/identified as a potential scam/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'our guide to crypto scams' }).getAttribute('href')).toBe('/crypto-scams-guide');
    expect(screen.getByRole('link', { name: 'our compliance team' }).getAttribute('href')).toBe('/support#compliance');
  });

  it('offers no menu', () => {
    renderAt(<ScamWarningRoute />, '/possible-crypto-scam-warning');
    expect(screen.queryByRole('link', { name: 'Menu' })).toBeNull();
  });
});

describe('page not found and the scam warning in German', () => {
  it("reads 'Seite nicht gefunden' and leads back home", () => {
    loadEveryCatalogue('de');
    renderAt(<PageNotFoundRoute />, '/404');
    expect(screen.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeTruthy();
    expect(screen.getByText('Die gesuchte Seite konnten wir leider nicht finden.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href')).toBe('/');
  });

  it('warns of the scam and links the guide and the compliance team in German', () => {
    loadEveryCatalogue('de');
    renderAt(<ScamWarningRoute />, '/possible-crypto-scam-warning');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Betrugswarnung');
    expect(screen.getByRole('heading', { name: 'Diese Website ist möglicherweise betrügerisch' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'unserem Ratgeber zu Krypto-Betrug' }).closest('p')?.textContent).toBe(
      'Wie Sie Betrug erkennen und vermeiden, erfahren Sie in unserem Ratgeber zu Krypto-Betrug.',
    );
    expect(screen.getByRole('link', { name: 'unser Compliance-Team' }).getAttribute('href')).toBe('/support#compliance');
  });
});
