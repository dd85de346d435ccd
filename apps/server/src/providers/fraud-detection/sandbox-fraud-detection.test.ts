import { describe, expect, it } from 'vitest';
import { createSandboxFraudDetection } from './sandbox-fraud-detection.js';

const fraud = createSandboxFraudDetection({ secret: 'test-secret-of-at-least-32-characters!!' });
const now = new Date('2030-01-01T00:00:00.000Z');
const order = { userId: 'user-1', email: 'anna@example.com', isBuyOrSell: 'BUY' as const, fiatCurrency: 'EUR', fiatAmount: '100', paymentMethod: 'credit_debit_card', walletAddress: null, now };

describe('sandbox fraud detection (deterministic)', () => {
  it('accepts an order with the user’s own device session, with score 0', async () => {
    const { deviceSessionId } = await fraud.startDeviceSession({ userId: 'user-1', now });
    expect(deviceSessionId).toMatch(/^fds_[0-9a-z]+_[A-Za-z0-9_-]{32}$/);
    expect(await fraud.scoreOrder({ ...order, deviceSessionId })).toEqual({ decision: 'ACCEPT', score: 0, reasons: [] });
  });

  it('the same session and order always score the same', async () => {
    const first = await fraud.startDeviceSession({ userId: 'user-1', now });
    const second = await fraud.startDeviceSession({ userId: 'user-1', now });
    expect(second).toEqual(first);
  });

  it('a missing or another user’s device session raises the score but does not reject alone', async () => {
    const { deviceSessionId } = await fraud.startDeviceSession({ userId: 'user-2', now });
    expect(await fraud.scoreOrder({ ...order, deviceSessionId })).toEqual({ decision: 'ACCEPT', score: 40, reasons: ['UNKNOWN_DEVICE_SESSION'] });
    expect(await fraud.scoreOrder({ ...order, deviceSessionId: null })).toEqual({ decision: 'ACCEPT', score: 30, reasons: ['NO_DEVICE_SESSION'] });
  });

  it('the magic e-mail (local part ending in +risk) is rejected', async () => {
    const { deviceSessionId } = await fraud.startDeviceSession({ userId: 'user-1', now });
    const assessment = await fraud.scoreOrder({ ...order, email: 'Anna+Risk@example.com', deviceSessionId });
    expect(assessment).toEqual({ decision: 'REJECT', score: 95, reasons: ['SANDBOX_RISK_EMAIL'] });
  });
});
