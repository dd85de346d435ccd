import type { ConsoleMessage, Page } from '@playwright/test';

type StoredParams = {
  productsAvailed: string[];
  byProduct: Record<string, Record<string, unknown> | undefined>;
  rejected: Array<{ name: string; value: string; reason: string }>;
};

/** What the widget made of its configuration: the stored normalised parameters and its console warnings. */
export class WidgetConfigPage {
  readonly warnings: string[] = [];

  constructor(readonly page: Page) {
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'warning') this.warnings.push(message.text());
    });
  }

  /** The normalised parameters the widget keeps in its restorable session storage. */
  async storedParams(): Promise<StoredParams | null> {
    const raw = await this.page.evaluate(() => window.sessionStorage.getItem('ferry.widgetParams'));
    return raw ? (JSON.parse(raw) as StoredParams) : null;
  }

  async rejectedNames(): Promise<string[]> {
    return ((await this.storedParams())?.rejected ?? []).map((entry) => entry.name);
  }
}
