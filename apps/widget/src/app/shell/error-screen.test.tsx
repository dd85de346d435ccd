import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render.js';
import { ErrorScreen } from './error-screen.js';

function Broken(): never {
  throw new Error('render failed');
}

describe('rendering failures', () => {
  it("show 'Something went wrong.' with a link to Home", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoutes([{ path: '/', Component: Broken, ErrorBoundary: ErrorScreen }]);
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    vi.restoreAllMocks();
  });
});
