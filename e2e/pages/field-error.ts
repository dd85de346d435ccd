import type { Locator, Page } from '@playwright/test';

/**
 * Inline field errors: the one field shows them in its polite live region (announced once, not
 * as an alert); the field itself names them through aria-describedby.
 */
export function fieldErrors(scope: Page | Locator, text?: string | RegExp): Locator {
  const errors = scope.locator('[aria-live="polite"] > p');
  return text === undefined ? errors : errors.filter({ hasText: text });
}
