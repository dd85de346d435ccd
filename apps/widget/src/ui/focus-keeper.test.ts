import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusOnScreen } from './focus-keeper.js';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

function screen(title: string): HTMLElement {
  const main = document.querySelector('main') ?? document.body.appendChild(document.createElement('main'));
  main.innerHTML = `<h1>${title}</h1><input aria-label="Amount"><button>Continue</button>`;
  return main;
}

describe('focus stays on the screen (WCAG 2.4.3)', () => {
  it('goes to the new screen heading when the focused button left with its screen', async () => {
    stop = keepFocusOnScreen(document);
    screen('Buy Crypto');
    document.querySelector('button')!.focus();
    screen('Enter Your Wallet Address');
    await settle();
    expect(document.activeElement?.textContent).toBe('Enter Your Wallet Address');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for a heading while the next screen is still loading', async () => {
    stop = keepFocusOnScreen(document);
    const main = screen('Buy Crypto');
    document.querySelector('button')!.focus();
    main.innerHTML = '<p>Loading</p>';
    await settle();
    expect(document.activeElement).toBe(document.body);
    main.innerHTML = '<h1>Verify Your Email</h1>';
    await settle();
    expect(document.activeElement?.textContent).toBe('Verify Your Email');
  });

  it('leaves focus alone when the control is still there, or focus went elsewhere', async () => {
    stop = keepFocusOnScreen(document);
    screen('Buy Crypto');
    const input = document.querySelector('input')!;
    input.focus();
    document.querySelector('main')!.append(document.createElement('p'));
    await settle();
    expect(document.activeElement).toBe(input);
  });

  it('stops watching once stopped', async () => {
    keepFocusOnScreen(document)();
    screen('Buy Crypto');
    document.querySelector('button')!.focus();
    screen('Next');
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});
