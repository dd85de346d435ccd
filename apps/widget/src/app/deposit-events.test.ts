import { parseWidgetMessage } from '@ferry/contracts';
import { describe, expect, it } from 'vitest';
import { depositMessageOf, happenedSinceOpening } from './deposit-events.js';

const payload = { depositId: 'dep-1', status: 'PAID_OUT' } as never;

describe('stream deposit events for the host page', () => {
  it('names each webhook event with the embed protocol word and carries only the deposit id and status', () => {
    const cases = [
      ['stream.deposit.detected', 'deposit-seen'],
      ['stream.deposit.confirmed', 'deposit-confirmed'],
      ['stream.deposit.payout_sent', 'deposit-paid-out'],
      ['stream.deposit.payout_failed', 'deposit-payout-failed'],
      ['stream.deposit.refunded', 'deposit-refunded'],
    ] as const;
    for (const [type, hostType] of cases) {
      const message = depositMessageOf({ type, payload });
      expect(message).toEqual({ channel: 'ferry', version: 1, type: hostType, depositId: 'dep-1', status: 'PAID_OUT' });
      expect(parseWidgetMessage(message)).toEqual(message);
    }
  });
});

describe('which deposit events the open widget posts', () => {
  const openedAt = Date.parse('2026-11-25T10:00:00.000Z');
  it('posts an event from the moment the page opened on, even if the poller asks later', () => {
    expect(happenedSinceOpening({ occurredAt: '2026-11-25T10:00:00.000Z' }, openedAt)).toBe(true);
    expect(happenedSinceOpening({ occurredAt: '2026-11-25T10:00:04.500Z' }, openedAt)).toBe(true);
  });
  it('leaves out what happened before the widget opened', () => {
    expect(happenedSinceOpening({ occurredAt: '2026-11-25T09:59:59.999Z' }, openedAt)).toBe(false);
  });
  it('posts an event whose time it cannot read rather than lose it', () => {
    expect(happenedSinceOpening({ occurredAt: 'not a time' }, openedAt)).toBe(true);
  });
});
