/**
 * The error a screen reader reads with a field: the error its aria-describedby points at, and
 * only while the field is marked invalid; null otherwise.
 */
export function fieldErrorOf(input: HTMLElement): string | null {
  if (input.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '').filter(Boolean);
  return texts.length > 0 ? texts.join(' ') : null;
}
