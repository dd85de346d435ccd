import type { Locator, Page, TestInfo } from '@playwright/test';
import { expectNoSeriousViolations } from './axe.js';

/** The widget shell as a person sees it: the card, its header, its popups and its footer. */
export class WidgetPage {
  readonly card: Locator;
  readonly title: Locator;
  readonly menuButton: Locator;
  readonly closeMenuButton: Locator;
  readonly alert: Locator;
  readonly poweredBy: Locator;

  constructor(readonly page: Page) {
    this.card = page.getByRole('main', { name: 'Ferry' });
    this.title = page.getByRole('heading', { level: 1 });
    this.menuButton = page.getByRole('link', { name: 'Menu' });
    this.closeMenuButton = page.getByRole('button', { name: 'Close menu' });
    this.alert = page.getByRole('alertdialog');
    this.poweredBy = page.getByRole('link', { name: /Powered by/ });
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }

  tab(name: 'Buy' | 'Sell'): Locator {
    return this.page.getByRole('tab', { name });
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name });
  }

  async themeMode(): Promise<string | null> {
    return this.page.locator('[data-ferry-theme]').getAttribute('data-ferry-theme');
  }

  /** Every screen the journeys photograph is also checked with axe (WCAG 2.2 AA). */
  async screenshot(name: string, testInfo: TestInfo): Promise<void> {
    await expectNoSeriousViolations(this.page, name);
    await this.page.screenshot({ path: `e2e/screenshots/${name}-${testInfo.project.name}.png`, animations: 'disabled' });
  }
}
