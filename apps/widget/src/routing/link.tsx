import { useEffect, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { useRouter, useRouterState } from './contexts.js';
import { createPath, resolveTo, type To } from './path.js';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replaces the current entry; by default only a link to the address shown now does. */
  replace?: boolean;
  state?: unknown;
  /** A full page load instead of a move inside the app. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

function isPlainLeftClick(
  event: MouseEvent<HTMLAnchorElement>,
  target: string | undefined,
): boolean {
  const hasModifier = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
  return event.button === 0 && (!target || target === '_self') && !hasModifier;
}

/** An anchor with a real href; a plain left click moves inside the app without a page load. */
export function Link({ to, replace, state, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const router = useRouter();
  const { location } = useRouterState();
  const isExternal = typeof to === 'string' && EXTERNAL.test(to);
  const href = isExternal ? to : createPath(resolveTo(to, location.pathname));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || reloadDocument || isExternal || !isPlainLeftClick(event, target))
      return;
    event.preventDefault();
    void router.navigate(href, { replace: replace ?? createPath(location) === href, state });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavigateProps {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/** Moves to `to` once rendered. */
export function Navigate({ to, replace, state }: NavigateProps) {
  const router = useRouter();
  const { location } = useRouterState();
  const path = createPath(resolveTo(to, location.pathname));
  useEffect(() => {
    void router.navigate(path, { replace, state });
  }, [router, path, replace, state]);
  return null;
}
