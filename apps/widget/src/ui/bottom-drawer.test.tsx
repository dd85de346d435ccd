import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BottomDrawer } from './bottom-drawer.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const phase = () => document.querySelector('[data-phase]')?.getAttribute('data-phase') ?? 'closed';

describe('bottom drawer opens after 10 ms and closes after 300 ms', () => {
  it('slides in 10 ms after it is opened', () => {
    render(
      <BottomDrawer isOpen title="Details">
        body
      </BottomDrawer>,
    );
    expect(phase()).toBe('opening');
    act(() => vi.advanceTimersByTime(9));
    expect(phase()).toBe('opening');
    act(() => vi.advanceTimersByTime(1));
    expect(phase()).toBe('open');
  });

  it('stays in the page until 300 ms after it is closed', () => {
    const { rerender } = render(<BottomDrawer isOpen>body</BottomDrawer>);
    act(() => vi.advanceTimersByTime(10));
    rerender(<BottomDrawer isOpen={false}>body</BottomDrawer>);
    expect(phase()).toBe('closing');
    act(() => vi.advanceTimersByTime(299));
    expect(screen.queryByText('body')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('body')).toBeNull();
  });
});

describe('bottom drawer close is optional', () => {
  it('the close button and the overlay call onClose', async () => {
    vi.useRealTimers();
    const onClose = vi.fn();
    render(
      <BottomDrawer isOpen onClose={onClose} hasCloseButton title="Details">
        body
      </BottomDrawer>,
    );
    const [overlay, closeButton] = screen.getAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButton!);
    await userEvent.click(overlay!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('without onClose there is no close button', () => {
    render(
      <BottomDrawer isOpen hasCloseButton title="Details">
        body
      </BottomDrawer>,
    );
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Close' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('bottom drawer is modal for keyboard and screen-reader users', () => {
  function Screen({ isOpen, onClose }: { isOpen: boolean; onClose?: () => void }) {
    return (
      <>
        <button type="button">Behind</button>
        <BottomDrawer isOpen={isOpen} onClose={onClose} hasCloseButton title="Details">
          <button type="button">Inside</button>
        </BottomDrawer>
      </>
    );
  }

  it('is a dialog named by its title that takes the focus and hides the screen behind it', async () => {
    vi.useRealTimers();
    render(<Screen isOpen onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Details' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.contains(document.activeElement)).toBe(true);
    // what a screen reader can reach: the drawer, not the button behind it
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Behind' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Inside' })).toBeTruthy();
  });

  it('Escape closes it, and the focus goes back where it was', async () => {
    vi.useRealTimers();
    const onClose = vi.fn();
    const { rerender } = render(<Screen isOpen={false} onClose={onClose} />);
    const behind = screen.getByRole('button', { name: 'Behind' });
    behind.focus();
    rerender(<Screen isOpen onClose={onClose} />);
    expect(document.activeElement).not.toBe(behind);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Screen isOpen={false} onClose={onClose} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 320)));
    expect(document.activeElement).toBe(behind);
    expect(screen.getByRole('button', { name: 'Behind' })).toBe(behind);
  });
});
