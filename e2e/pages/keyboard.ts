import { expect, type Locator, type Page } from '@playwright/test';

/** Where focus is: the focused element (inside a same-origin frame too), and whether a user can see it. */
interface FocusReport {
  where: string;
  isOnBody: boolean;
  isVisible: boolean;
}

function reportFocus(): FocusReport {
  let doc: Document = document;
  let element = doc.activeElement;
  while (element instanceof HTMLIFrameElement && element.contentDocument) {
    doc = element.contentDocument;
    element = doc.activeElement;
  }
  if (!element || element === doc.body || element === doc.documentElement) return { where: 'body', isOnBody: true, isVisible: false };
  const view = doc.defaultView ?? window;
  // A focus indicator: an outline or a ring (box-shadow) on the element or on the field around it.
  const shows = (node: Element) => {
    const style = view.getComputedStyle(node);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  };
  let node: Element | null = element;
  let isVisible = false;
  for (let depth = 0; depth < 3 && node; depth += 1, node = node.parentElement) {
    if (shows(node) && (node === element || node.matches(':focus-within'))) isVisible = true;
  }
  const name = element.getAttribute('aria-label') ?? element.id ?? '';
  return { where: `${element.tagName.toLowerCase()}${name ? ` "${name}"` : ''} ${element.textContent?.trim().slice(0, 40) ?? ''}`, isOnBody: false, isVisible };
}

/** The widget used with the keyboard alone: Tab and Shift+Tab between controls, Enter, Space and arrows. */
export class KeyboardUser {
  constructor(readonly page: Page) {}

  /** Focus is on a control (never lost to <body>) and shows. */
  async expectFocusShown(): Promise<void> {
    const focus = await this.page.evaluate(reportFocus);
    expect(focus.isOnBody, 'focus was lost to <body>').toBe(false);
    expect(focus.isVisible, `focus is not visible on ${focus.where}`).toBe(true);
  }

  /** Focus is not on <body> (after a screen changed: on its heading or first control). */
  async expectFocusKept(): Promise<void> {
    await expect.poll(async () => (await this.page.evaluate(reportFocus)).isOnBody, { message: 'focus was lost to <body>' }).toBe(false);
  }

  /** Presses Tab (or Shift+Tab) until `target` has focus, checking that every stop shows its focus. */
  async tabTo(target: Locator, { max = 40 } = {}): Promise<void> {
    await expect(target).toBeVisible();
    // Shift+Tab when the target comes before the focused control, so focus never leaves the page.
    const backwards = await target.evaluate((element) => {
      const active = element.ownerDocument.activeElement;
      if (!active || active === element.ownerDocument.body) return false;
      return (active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
    });
    for (let press = 0; press < max; press += 1) {
      if (await target.evaluate((element) => element.ownerDocument.activeElement === element && element.ownerDocument.hasFocus())) return;
      await this.page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
      await this.expectFocusShown();
    }
    throw new Error(`${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()}`);
  }

  /** A radio group is one Tab stop: Tab into it, then arrows to the option. */
  async chooseRadio(target: Locator, { max = 12 } = {}): Promise<void> {
    const name = await target.getAttribute('name');
    await expect(async () => {
      const focusedName = await this.page.evaluate(() => (document.activeElement instanceof HTMLInputElement ? document.activeElement.name : null));
      if (focusedName !== name) {
        await this.press('Tab');
        await this.expectFocusShown();
      }
      expect(focusedName).toBe(name);
    }).toPass({ timeout: 10_000 });
    for (let press = 0; press < max && !(await target.isChecked()); press += 1) {
      await this.press('ArrowDown');
      await this.expectFocusShown();
    }
    await expect(target).toBeChecked();
  }

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }

  /** Types into the focused field, key by key. */
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text, { delay: 20 });
  }

  /** Tabs to a field, empties it and types. */
  async fill(target: Locator, text: string): Promise<void> {
    await this.tabTo(target);
    await this.press('ControlOrMeta+A');
    await this.press('Backspace');
    await this.type(text);
  }

  /** Tabs to a button and presses Enter until the URL changes (the footer ignores a second press within 300 ms). */
  async activateUntil(button: Locator, url: RegExp, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
    await expect(async () => {
      if (!url.test(this.page.url())) {
        await this.tabTo(button);
        await this.press(key);
      }
      await expect(this.page).toHaveURL(url, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await this.expectFocusKept();
  }
}
