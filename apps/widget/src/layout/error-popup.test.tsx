import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test/render.js';
import { ErrorDrawer } from './error-drawer.js';
import { ErrorPopup } from './error-popup.js';
import { loadEveryCatalogue } from '../test/catalogues.js';

describe('error popup', () => {
  it("defaults to 'Oops!', 'retry later or reach the help centre' and 'OK'", () => {
    renderAt(<ErrorPopup />);
    const dialog = screen.getByRole('alertdialog', { name: 'Oops!' });
    expect(dialog.textContent).toContain('retry later or reach the help centre');
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
  });

  it('the button can navigate', () => {
    const { router } = renderAt(<ErrorPopup to="/user/orders" />, '/menu');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/user/orders');
  });

  it('the button can run a callback', () => {
    const onButtonClick = vi.fn();
    renderAt(<ErrorPopup title="Failed" message="Card declined" buttonText="Try again" onButtonClick={onButtonClick} />);
    expect(screen.getByRole('alertdialog', { name: 'Failed' }).textContent).toContain('Card declined');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onButtonClick).toHaveBeenCalledOnce();
  });

  it("reads 'Hoppla!', the help-centre default and 'OK' in German", () => {
    loadEveryCatalogue('de');
    renderAt(<ErrorPopup />);
    const dialog = screen.getByRole('alertdialog', { name: 'Hoppla!' });
    expect(dialog.textContent).toContain('Versuchen Sie es später erneut oder wenden Sie sich an unser Hilfe-Center');
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
  });
});

describe('error drawer', () => {
  it('shows the message and closes from its button', () => {
    const onClose = vi.fn();
    renderAt(<ErrorDrawer isOpen message="Order exists" onClose={onClose} />);
    expect(screen.getByRole('alert').textContent).toContain('Order exists');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
