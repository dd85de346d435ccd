/**
 * Runs `run` once the page has painted its first content (the Paint Timing API's
 * first-contentful-paint), or at once where the browser does not report paints. A hidden page
 * paints nothing, so it waits until it is shown.
 */
export function afterFirstContentfulPaint(window: Window, run: () => void): void {
  const Observer = (window as Window & { PerformanceObserver?: typeof PerformanceObserver }).PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint') || window.performance.getEntriesByName('first-contentful-paint').length > 0) {
    run();
    return;
  }
  const observer = new Observer((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}
