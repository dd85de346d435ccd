/** Time left until autoExpiresAt as 'mm:ss' (or 'h:mm:ss' past an hour); null when none or passed. */
export function expiryCountdown(autoExpiresAt: string | null, now: Date): string | null {
  if (!autoExpiresAt) return null;
  const left = Math.floor((Date.parse(autoExpiresAt) - now.getTime()) / 1000);
  if (!Number.isFinite(left) || left <= 0) return null;
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
