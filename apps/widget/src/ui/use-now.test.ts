import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now.js';

const START = Date.parse('2026-01-01T12:00:00Z');

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => vi.useRealTimers());

  it('gives the time now and renews it every second', () => {
    const { result } = renderHook(() => useNow());
    expect(result.current).toBe(START);
    act(() => void vi.advanceTimersByTime(999));
    expect(result.current).toBe(START);
    act(() => void vi.advanceTimersByTime(1));
    expect(result.current).toBe(START + 1000);
    act(() => void vi.advanceTimersByTime(3000));
    expect(result.current).toBe(START + 4000);
  });

  it('does not tick when told not to', () => {
    const { result } = renderHook(() => useNow(false));
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current).toBe(START);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops ticking once the end has passed', () => {
    const { result } = renderHook(() => useNow(true, START + 2000));
    act(() => void vi.advanceTimersByTime(2000));
    expect(result.current).toBe(START + 2000);
    expect(vi.getTimerCount()).toBe(0);
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current).toBe(START + 2000);
  });

  it('starts no timer for an end already passed', () => {
    renderHook(() => useNow(true, START - 1));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('clears its timer on unmount', () => {
    const { unmount } = renderHook(() => useNow());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
