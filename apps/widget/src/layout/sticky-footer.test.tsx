import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoPartner, renderAt } from '../test/render.js';
import { StickyFooter } from './sticky-footer.js';
import { loadEveryCatalogue } from '../test/catalogues.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('sticky footer call to action', () => {
  it("reads 'Continue' by default", () => {
    renderAt(<StickyFooter onButtonClick={() => undefined} />, '/', { partner: demoPartner });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it("reads 'Weiter', 'Bereitgestellt von' and the default toast in German", () => {
    loadEveryCatalogue('de');
    renderAt(<StickyFooter onButtonClick={() => undefined} toast />, '/', { partner: demoPartner });
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Bereitgestellt von/ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Bitte akzeptieren Sie die AGB');
  });

  it('has no button without an action', () => {
    renderAt(<StickyFooter />, '/', { partner: demoPartner });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('runs the first click at once and ignores clicks within 300 ms (leading-edge debounce)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const onClick = vi.fn();
    renderAt(<StickyFooter onButtonClick={onClick} buttonText="Buy ETH" />, '/', { partner: demoPartner });
    const button = screen.getByRole('button', { name: 'Buy ETH' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(299);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});

describe('sticky footer toast', () => {
  it("defaults to 'Please accept Terms and Conditions'", () => {
    renderAt(<StickyFooter toast />, '/', { partner: demoPartner });
    expect(screen.getByRole('status').textContent).toBe('Please accept Terms and Conditions');
  });

  it('shows a given text', () => {
    renderAt(<StickyFooter toast="Please enter UTR number" />, '/', { partner: demoPartner });
    expect(screen.getByRole('status').textContent).toBe('Please enter UTR number');
  });
});

describe("'Powered by' logo", () => {
  it("links to Ferry's site in a new tab", () => {
    renderAt(<StickyFooter />, '/', { partner: demoPartner });
    const link = screen.getByRole('link', { name: /Powered by/ });
    expect(link.getAttribute('href')).toBe('/about');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('is hidden when the partner has removePoweredBy', () => {
    renderAt(<StickyFooter />, '/', { partner: { ...demoPartner, removePoweredBy: true } });
    expect(screen.queryByRole('link', { name: /Powered by/ })).toBeNull();
  });
});
