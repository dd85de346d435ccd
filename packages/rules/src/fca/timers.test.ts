import { describe, expect, it } from 'vitest';
import { fcaCoolingOff, fcaCountdownParts, fcaWaitHoursMinutes } from './timers.js';

const DAY = 24 * 3_600_000;
const T0 = Date.UTC(2026, 0, 1, 12);

describe('cooling-off: 24 hours after passing (spec 001 sections 2 and 9)', () => {
  it('is on at 23:59:59 with one second left', () => {
    expect(fcaCoolingOff(T0 + DAY, T0 + DAY - 1000)).toEqual({ coolingOffPeriodOn: true, timeLeft: 1000 });
  });
  it('is off at 24:00:00 and at 24:00:01, with no time left', () => {
    expect(fcaCoolingOff(T0 + DAY, T0 + DAY)).toEqual({ coolingOffPeriodOn: false, timeLeft: 0 });
    expect(fcaCoolingOff(T0 + DAY, T0 + DAY + 1000)).toEqual({ coolingOffPeriodOn: false, timeLeft: 0 });
  });
  it('is off when none was started', () => {
    expect(fcaCoolingOff(null, T0)).toEqual({ coolingOffPeriodOn: false, timeLeft: 0 });
  });
});

describe("'Please wait for X hr Y min to place an order'", () => {
  it('a full day reads 24 hr 0 min; a wait that has not ended never reads 0 min', () => {
    expect(fcaWaitHoursMinutes(DAY)).toEqual({ hours: 24, minutes: 0 });
    expect(fcaWaitHoursMinutes(DAY - 61_000)).toEqual({ hours: 23, minutes: 59 });
    expect(fcaWaitHoursMinutes(1)).toEqual({ hours: 0, minutes: 1 });
    expect(fcaWaitHoursMinutes(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});

describe('the cooling-off countdown in hours, minutes and seconds', () => {
  it('splits the time left', () => {
    expect(fcaCountdownParts(DAY - 1000)).toEqual({ hours: 23, minutes: 59, seconds: 59 });
    expect(fcaCountdownParts(3_661_000)).toEqual({ hours: 1, minutes: 1, seconds: 1 });
    expect(fcaCountdownParts(0)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});
