/**
 * Keeps keyboard focus on the screen (WCAG 2.4.3 focus order): when the focused control leaves
 * the page or is disabled (a screen changed, a button turned into its spinner), focus would fall
 * to <body> and the next Tab would start again from the top. It goes to the screen's heading,
 * once there is one, so a keyboard or screen-reader user hears where they are and Tabs on from there.
 */
export function keepFocusOnScreen(document: Document): () => void {
  let left: HTMLElement | null = null;
  const onFocusIn = (event: FocusEvent) => {
    left = event.target instanceof HTMLElement ? event.target : null;
  };
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (!left || (active && active !== document.body) || (left.isConnected && !left.matches(':disabled'))) return;
    const heading = document.querySelector<HTMLElement>('main h1');
    if (!heading) return;
    left = null;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  });
  document.addEventListener('focusin', onFocusIn);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
  return () => {
    document.removeEventListener('focusin', onFocusIn);
    observer.disconnect();
  };
}
