import { describe, expect, it } from 'vitest';
import { sessionStore } from '../stores/session-store.js';
import { bootSession } from './boot.js';

describe('the chosen theme is stored at start', () => {
  it('a start URL with theme options stores the parsed theme', () => {
    bootSession('?apiKey=pk_sandbox_demo&colorMode=dark&brandColor=ff5500');
    expect(sessionStore.get('theme')).toEqual({ colorMode: 'DARK', colors: { brandColor: '#ff5500' } });
  });

  it('a reload without a query keeps the stored theme', () => {
    sessionStore.set('theme', { colorMode: 'DARK', colors: {} });
    bootSession('');
    expect(sessionStore.get('theme')).toEqual({ colorMode: 'DARK', colors: {} });
  });

  it("an inner screen's query keeps the stored theme", () => {
    bootSession('?apiKey=pk_sandbox_demo&colorMode=DARK');
    bootSession('?header=Gone');
    expect(sessionStore.get('theme')?.colorMode).toBe('DARK');
  });

  it('a first start without a query stores the LIGHT default', () => {
    bootSession('');
    expect(sessionStore.get('theme')).toEqual({ colorMode: 'LIGHT', colors: {} });
  });
});
