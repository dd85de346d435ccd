import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.js';
import { LandingRoute } from './landing-route.js';

describe('the /status landing page (spec 000 section 2)', () => {
  it("is titled 'Status' and leads back to the app", () => {
    renderAt(<LandingRoute />, '/status', { initialEntries: ['/status?paymentProvider=plaid'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Status' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'All Done here!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
  it('without a provider it still names itself and offers the way back', () => {
    renderAt(<LandingRoute />, '/status');
    expect(screen.getByRole('heading', { level: 1, name: 'Status' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeTruthy();
  });
});
