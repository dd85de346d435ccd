import type { Locator, Page } from '@playwright/test';

/** The menu screen: products, Ferry's links and the log-in button. */
export class MenuPage {
  readonly buyCrypto: Locator;
  readonly sellCrypto: Locator;
  readonly stream: Locator;
  readonly logIn: Locator;

  constructor(readonly page: Page) {
    this.buyCrypto = page.getByRole('button', { name: /Buy Crypto/ });
    this.sellCrypto = page.getByRole('button', { name: /Sell Crypto/ });
    this.stream = page.getByRole('link', { name: /Ferry Stream/ });
    this.logIn = page.getByRole('button', { name: 'Log in' });
  }

  externalLink(name: string): Locator {
    return this.page.getByRole('link', { name: new RegExp(name) });
  }
}
