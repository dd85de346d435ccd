import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApplePayReadiness } from './use-apple-pay-readiness.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  delete (window as unknown as { ApplePaySession?: unknown }).ApplePaySession;
});

describe('the Apple Pay button readiness (spec 000 section 9: every 500 ms)', () => {
  it('asks the device every 500 ms until it can pay', () => {
    let isReady = false;
    const canMakePayments = vi.fn(() => isReady);
    Object.assign(window, { ApplePaySession: Object.assign(function ApplePaySession() {}, { canMakePayments }) });
    const { result } = renderHook(() => useApplePayReadiness('sandbox'));
    expect(result.current).toBe('checking');
    const asked = canMakePayments.mock.calls.length;
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('checking');
    act(() => vi.advanceTimersByTime(1));
    expect(canMakePayments.mock.calls.length).toBeGreaterThan(asked);
    isReady = true;
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBe('device');
  });
  it('asks again 500 ms after a check that the busy page held up, not sooner', async () => {
    vi.useRealTimers();
    const asks: { start: number; end: number }[] = [];
    const canMakePayments = vi.fn(() => {
      const start = performance.now();
      // The first timed check finds the page busy for 150 ms.
      if (asks.length === 1) while (performance.now() - start < 150);
      asks.push({ start, end: performance.now() });
      return asks.length >= 3;
    });
    Object.assign(window, { ApplePaySession: Object.assign(function ApplePaySession() {}, { canMakePayments }) });
    const { result } = renderHook(() => useApplePayReadiness('sandbox'));
    await vi.waitFor(() => expect(result.current).toBe('device'), { timeout: 3_000, interval: 50 });
    expect(asks).toHaveLength(3);
    expect(asks[2]!.start - asks[1]!.end).toBeGreaterThanOrEqual(495);
  });
  it('without Apple Pay JS: the sandbox pay sheet in sandbox mode, unavailable in production', () => {
    expect(renderHook(() => useApplePayReadiness('sandbox')).result.current).toBe('sandbox');
    expect(renderHook(() => useApplePayReadiness('production')).result.current).toBe('unavailable');
  });
});
