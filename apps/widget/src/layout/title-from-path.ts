const ID_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f-]{27,}|[0-9a-f]{16,})$/i;

function words(segment: string): string[] {
  return segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[-_\s]+/)
    .filter(Boolean);
}

/**
 * The default header title: the last meaningful path segment in words
 * (`/user/orderForms/billingAddress` reads 'Billing Address'); ids are skipped.
 */
export function titleFromPath(pathname: string): string {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .filter((segment) => !ID_SEGMENT.test(segment));
  const last = segments.at(-1);
  if (!last) return '';
  return words(last)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
