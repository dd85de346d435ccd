import { describe, expect, it } from 'vitest';
import { clockText, timeLeft } from './time-left.js';

describe('time left of an FCA wait', () => {
  it('splits the 24-hour cooling-off into hours, minutes and seconds', () => {
    const left = timeLeft(24 * 3_600_000, 0);
    expect(left).toEqual({ hours: 24, minutes: 0, seconds: 0, isOver: false });
    expect(clockText(left)).toBe('24:00:00');
  });

  it('rounds a part second up, so the clock reads 00:00:00 only once the wait is over', () => {
    expect(clockText(timeLeft(3_661_500, 0))).toBe('01:01:02');
    expect(timeLeft(1000, 999).isOver).toBe(false);
    expect(timeLeft(1000, 1000)).toEqual({ hours: 0, minutes: 0, seconds: 0, isOver: true });
    expect(timeLeft(1000, 5000).isOver).toBe(true);
  });
});
