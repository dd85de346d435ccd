import type { FcaCoolingOffPeriod } from '@ferry/contracts';

/** The cooling-off period is on until its end (exclusive); timeLeft in ms, 0 when off. */
export function fcaCoolingOff(endsAt: number | null, now: number): FcaCoolingOffPeriod {
  const timeLeft = endsAt === null ? 0 : Math.max(0, endsAt - now);
  return { coolingOffPeriodOn: timeLeft > 0, timeLeft };
}

/**
 * 'Please wait for X hr Y min to place an order': the wait in whole hours and minutes, the
 * minutes rounded up so a wait that has not ended never reads 0 min.
 */
export function fcaWaitHoursMinutes(msLeft: number): { hours: number; minutes: number } {
  const minutes = Math.ceil(Math.max(0, msLeft) / 60_000);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** The cooling-off countdown that ticks every second, in hours, minutes and seconds. */
export function fcaCountdownParts(msLeft: number): { hours: number; minutes: number; seconds: number } {
  const seconds = Math.ceil(Math.max(0, msLeft) / 1000);
  return { hours: Math.floor(seconds / 3600), minutes: Math.floor((seconds % 3600) / 60), seconds: seconds % 60 };
}
