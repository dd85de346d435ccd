export interface TimeLeft {
  hours: number;
  minutes: number;
  seconds: number;
  isOver: boolean;
}

/** Whole hours, minutes and seconds until `endsAt` (ms epoch); zeros once it has passed. */
export function timeLeft(endsAt: number, now: number): TimeLeft {
  const totalSeconds = Math.max(0, Math.ceil((endsAt - now) / 1000));
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    isOver: totalSeconds === 0,
  };
}

export const two = (value: number) => String(value).padStart(2, '0');

/** 'HH:MM:SS', hours unbounded (a wait is at most a day or two). */
export function clockText({ hours, minutes, seconds }: TimeLeft): string {
  return `${two(hours)}:${two(minutes)}:${two(seconds)}`;
}
