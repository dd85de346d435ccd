import { useEffect } from 'react';
import { useLocation } from '../../routing/index.js';
import { t } from '../../i18n/i18n.js';
import { postAnalytics } from '../host-link.js';

/** The header's controls, by their accessible names in the active language, and the click names of spec 001 section 7. */
const clicks = (): Readonly<Record<string, string>> => ({
  [t('layout.header.back')]: 'back button clicked',
  [t('layout.header.menu')]: 'menu button clicked',
  [t('layout.header.closeMenu')]: 'menu overlay cross button clicked',
});

/** A screen's name: its path with every segment that is not a plain word (ids, tokens) replaced by :id. */
export function screenName(pathname: string): string {
  return pathname.replace(/[^/]+/g, (segment) => (/^[A-Za-z-]{1,40}$/.test(segment) ? segment : ':id')) || '/';
}

/**
 * A field's identifier for an error event: its name or id, set by our code, when that is a plain
 * identifier. Never its label: a label can be built from what the user entered.
 */
function fieldName(element: Element): string {
  for (const candidate of [element.getAttribute('name'), element.id]) {
    if (candidate && /^[A-Za-z][\w-]{0,39}$/.test(candidate)) return candidate;
  }
  return element.tagName.toLowerCase();
}

/**
 * The funnel's analytics events for the host (spec 001 section 7, spec 000 section 8 "Inline field
 * errors are reported as analytics events"): screen views, the header clicks the spec names and
 * fields turning invalid. postAnalytics sends them only when the partner opted in; none carries a
 * value the user typed, a text shown to them or an id from the address bar.
 */
export function FunnelReporter() {
  const { pathname } = useLocation();

  useEffect(() => {
    postAnalytics('screen-view', screenName(pathname));
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const control = event.target instanceof Element ? event.target.closest('header button, header a') : null;
      const name = control ? clicks()[control.getAttribute('aria-label') ?? ''] : undefined;
      if (name) postAnalytics('click', name);
    };
    const observer = new MutationObserver((mutations) => {
      for (const { target } of mutations) {
        if (target instanceof Element && target.getAttribute('aria-invalid') === 'true') {
          postAnalytics('field-error', screenName(window.location.pathname), { field: fieldName(target), code: 'invalid' });
        }
      }
    });
    document.addEventListener('click', onClick, true);
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-invalid'] });
    return () => {
      document.removeEventListener('click', onClick, true);
      observer.disconnect();
    };
  }, []);

  return null;
}
