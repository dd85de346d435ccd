import { act, render, screen } from '@testing-library/react';
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
