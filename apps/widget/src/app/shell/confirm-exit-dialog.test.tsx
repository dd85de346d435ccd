import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HostChannel } from '../../host/embed-protocol.js';
import { exitRequest } from '../../host/exit-request.js';
import { sessionStore } from '../../stores/session-store.js';
import { loadEveryCatalogue } from '../../test/catalogues.js';
import { framedByHost, HOST, hostSends } from '../../test/host-page.js';
import { linkHost } from '../host-link.js';
import { ConfirmExitDialog } from './confirm-exit-dialog.js';

const closeRequest = { channel: 'ferry', version: 1, type: 'close-request' };
const channel: HostChannel = { target: window, origin: HOST };

let postMessage: ReturnType<typeof vi.fn<(message: unknown, origin: string) => void>>;
let unlink: () => void;

beforeEach(() => {
  sessionStore.set('hostOrigin', HOST);
  unlink = linkHost(new QueryClient(), framedByHost);
  postMessage = vi.fn<(message: unknown, origin: string) => void>();
  vi.spyOn(window, 'postMessage').mockImplementation(postMessage as never);
});
afterEach(() => {
  unlink();
  exitRequest.answer();
  sessionStore.remove('hostOrigin');
  vi.restoreAllMocks();
});

describe('confirm-exit dialog opens when the host page sends a close request', () => {
  it('asks before leaving, and Exit Now tells the host to close', () => {
    render(<ConfirmExitDialog channel={channel} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    hostSends(closeRequest);
    expect(screen.getByRole('alertdialog', { name: 'Are you sure you want to exit the product?' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Exit Now' }));
    expect(postMessage).toHaveBeenCalledWith({ channel: 'ferry', version: 1, type: 'close' }, HOST);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a close request sent before the dialog has mounted (right after open) is asked once it mounts', () => {
    hostSends(closeRequest);
    render(<ConfirmExitDialog channel={channel} />);
    expect(screen.getByRole('alertdialog', { name: 'Are you sure you want to exit the product?' })).toBeTruthy();
  });

  it('ignores a close request from another origin', () => {
    render(<ConfirmExitDialog channel={channel} />);
    hostSends(closeRequest, 'https://evil.example');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('the user can stay, and is asked again at the next request', () => {
    render(<ConfirmExitDialog channel={channel} />);
    hostSends(closeRequest);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(postMessage).not.toHaveBeenCalled();
    hostSends(closeRequest);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('does nothing when the widget is not framed', () => {
    render(<ConfirmExitDialog channel={null} />);
    hostSends(closeRequest);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks in German', () => {
    loadEveryCatalogue('de');
    render(<ConfirmExitDialog channel={channel} />);
    hostSends(closeRequest);
    expect(screen.getByRole('alertdialog', { name: 'Möchten Sie Ferry wirklich verlassen?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Jetzt verlassen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy();
  });
});
