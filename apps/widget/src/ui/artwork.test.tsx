import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Artwork } from './artwork.js';

describe('artwork (spec 001 section 8: an image that fails shows its alt text or a placeholder)', () => {
  it('shows the picture from its address, lazily', () => {
    render(<Artwork src="/static/icons/fiat-eur.svg" alt="EUR" size={24} />);
    const image = screen.getByRole('img', { name: 'EUR' });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('a picture that fails to load becomes a placeholder of the same size, named by its alt text', () => {
    render(<Artwork src="/static/icons/fiat-xxx.svg" alt="XXX" size={24} />);
    fireEvent.error(screen.getByRole('img', { name: 'XXX' }));
    const placeholder = screen.getByRole('img', { name: 'XXX' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder.style.width).toBe('24px');
  });

  it('an empty address is a placeholder at once, never <img src="">, which would fetch the page again', () => {
    const { container } = render(<Artwork src="" alt="Card" size={22} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Card' }).tagName).toBe('SPAN');
  });
});
