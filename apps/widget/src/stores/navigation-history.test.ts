import { describe, expect, it } from 'vitest';
import { nextHistory, previousEntry } from './navigation-history.js';

describe('back-navigation history is kept with the exchange as root', () => {
  it('the first screen sits on top of the exchange', () => {
    expect(nextHistory([], '/menu', false)).toEqual(['/', '/menu']);
  });

  it('moving forward pushes the screen', () => {
    expect(nextHistory(['/', '/wallet-confirm'], '/login/email', false)).toEqual([
      '/',
      '/wallet-confirm',
      '/login/email',
    ]);
  });

  it('staying on the same screen adds nothing', () => {
    expect(nextHistory(['/', '/menu'], '/menu', false)).toEqual(['/', '/menu']);
  });

  it('a back navigation returns to the last occurrence of its target', () => {
    expect(nextHistory(['/', '/a', '/b', '/c'], '/a', true)).toEqual(['/', '/a']);
  });

  it('a back navigation to a screen not in the history replaces the current one', () => {
    expect(nextHistory(['/', '/a', '/b'], '/x', true)).toEqual(['/', '/a', '/x']);
  });

  it('a back navigation on a fresh history keeps the exchange below', () => {
    expect(nextHistory([], '/menu', true)).toEqual(['/', '/menu']);
  });

  it('reaching the exchange starts the history over', () => {
    expect(nextHistory(['/', '/a', '/b'], '/?apiKey=pk', false)).toEqual(['/?apiKey=pk']);
  });

  it('the history never grows without bound', () => {
    let history: string[] = [];
    for (let i = 0; i < 200; i += 1) history = nextHistory(history, `/step/${i}`, false);
    expect(history.length).toBe(50);
  });

  it('a plain back goes to the previous entry, else to the exchange', () => {
    expect(previousEntry(['/', '/a', '/b'])).toBe('/a');
    expect(previousEntry(['/'])).toBe('/');
    expect(previousEntry([])).toBe('/');
  });
});
