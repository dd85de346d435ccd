import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/render.js';
import { loadEveryCatalogue } from '../../../test/catalogues.js';
import { DiscountNotice, StreamPromo, UkRiskBanner } from './exchange-notices.js';

describe('the discount notice words the nudge the rules choose (spec 000 section 6)', () => {
  it('in the spec words', () => {
    const { rerender } = render(<DiscountNotice nudge="LOG_IN_AND_COMPLETE_KYC" />);
    expect(screen.getByText('Tentative discount applied')).toBeTruthy();
    expect(screen.getByText('Log in & complete KYC to check actual discount')).toBeTruthy();
    rerender(<DiscountNotice nudge="COMPLETE_KYC" />);
    expect(screen.getByText('Complete KYC to check actual discount')).toBeTruthy();
    rerender(<DiscountNotice nudge="PROCEED" />);
    expect(screen.getByText('Proceed ahead to check actual discount')).toBeTruthy();
    rerender(<DiscountNotice nudge={null} />);
    expect(screen.queryByText(/actual discount/)).toBeNull();
  });

  it('in German', () => {
    loadEveryCatalogue('de');
    render(<DiscountNotice nudge="COMPLETE_KYC" />);
    expect(screen.getByText('Vorläufiger Rabatt angewendet')).toBeTruthy();
    expect(screen.getByText('Schließen Sie die KYC ab, um Ihren tatsächlichen Rabatt zu sehen')).toBeTruthy();
  });
});

describe('the UK risk banner and the stream promo', () => {
  it("read the FCA's prescribed words and the promo in English", () => {
    renderAt(
      <>
        <UkRiskBanner />
        <StreamPromo to="/user/off-ramp-stream-onboarding/intro" />
      </>,
    );
    const banner = screen.getByRole('complementary', { name: 'Risk warning' });
    expect(banner.textContent).toBe(
      "Don't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you should not expect to be protected if something goes wrong. Take 2 mins to learn more",
    );
    expect(screen.getByRole('link', { name: /Ferry Off-Ramp Stream/ }).textContent).toContain('New');
  });

  it('in German', () => {
    loadEveryCatalogue('de');
    renderAt(
      <>
        <UkRiskBanner />
        <StreamPromo to="/user/off-ramp-stream-onboarding/intro" />
      </>,
    );
    expect(screen.getByRole('complementary', { name: 'Risikohinweis' }).textContent).toContain('Investieren Sie nur, wenn Sie bereit sind');
    expect(screen.getByRole('link', { name: 'In 2 Minuten mehr erfahren' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Ferry Off-Ramp Stream/ }).textContent).toContain('Neu');
  });
});
