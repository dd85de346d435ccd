import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HostChannel } from '../../host/embed-protocol.js';
import { ConfirmExitDialog } from './confirm-exit-dialog.js';
import { loadEveryCatalogue } from '../../test/catalogues.js';

const HOST = 'https://partner.example';

function hostSends(data: unknown, origin = HOST) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: window }));
  });
}

function framedBy() {
  const postMessage = vi.fn();
  // jsdom only accepts a real window as an event source, so the test plays the parent with it.
  const channel: HostChannel = { target: window, origin: HOST };
  vi.spyOn(window, 'postMessage').mockImplementation(postMessage);
  return { channel, postMessage };
}

describe('confirm-exit dialog opens when the host page sends a close request', () => {
  it('asks before leaving, and Exit Now tells the host to close', () => {
    const { channel, postMessage } = framedBy();
    render(<ConfirmExitDialog channel={channel} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    hostSends({ channel: 'ferry', version: 1, type: 'close-request' });
    expect(screen.getByRole('alertdialog', { name: 'Are you sure you want to exit the product?' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Exit Now' }));
    expect(postMessage).toHaveBeenCalledWith({ channel: 'ferry', version: 1, type: 'close' }, HOST);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('ignores a close request from another origin', () => {
    const { channel } = framedBy();
    render(<ConfirmExitDialog channel={channel} />);
    hostSends({ channel: 'ferry', version: 1, type: 'close-request' }, 'https://evil.example');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('the user can stay', () => {
    const { channel, postMessage } = framedBy();
    render(<ConfirmExitDialog channel={channel} />);
    hostSends({ channel: 'ferry', version: 1, type: 'close-request' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('does nothing when the widget is not framed', () => {
    render(<ConfirmExitDialog channel={null} />);
    hostSends({ channel: 'ferry', version: 1, type: 'close-request' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks in German', () => {
    loadEveryCatalogue('de');
    const { channel } = framedBy();
    render(<ConfirmExitDialog channel={channel} />);
    hostSends({ channel: 'ferry', version: 1, type: 'close-request' });
    expect(screen.getByRole('alertdialog', { name: 'Möchten Sie Ferry wirklich verlassen?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jetzt verlassen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy();
  });
});
