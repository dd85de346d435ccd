import { describe, expect, it } from 'vitest';
import { BACK_STATE, readLocationState } from './location-state.js';

describe('location state is read field by field, as history keeps it across reloads', () => {
  it('keeps the known fields of their type', () => {
    const state = { isBack: true, from: { pathname: '/wallet-confirm', search: '?step=2' }, cardId: 'c1', isOffRampStream: false };
    expect(readLocationState(state)).toEqual(state);
    expect(readLocationState(BACK_STATE)).toEqual({ isBack: true });
  });

  it('leaves out unknown fields, and unknown fields of a path', () => {
    expect(readLocationState({ isBack: true, other: 1, from: { pathname: '/', search: '', hash: '#x' } })).toEqual({
      isBack: true,
      from: { pathname: '/', search: '' },
    });
  });

  it.each([
    ['no state', null],
    ['a state of another kind', 'back'],
    ['a field of another type', { isBack: 'yes', cardId: 'c1' }],
    ['a null field', { cardId: null }],
    ['a path without its search', { from: { pathname: '/menu' } }],
  ])('%s reads as empty', (_, state) => {
    expect(readLocationState(state)).toEqual({});
  });
});
