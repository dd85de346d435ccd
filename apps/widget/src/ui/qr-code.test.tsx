import { render } from '@testing-library/react';
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { QrCode, qrCodePath } from './qr-code.js';

const SCALE = 4;

/** Paints the path's rectangles ("Mx yhNv1h-Nz") as RGBA pixels and reads the code back. */
function decodePath(path: string, modules: number): string | null {
  const width = modules * SCALE;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, length] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dy = 0; dy < SCALE; dy += 1) {
      for (let dx = 0; dx < Number(length) * SCALE; dx += 1) {
        const offset = ((Number(y) * SCALE + dy) * width + Number(x) * SCALE + dx) * 4;
        pixels.fill(0, offset, offset + 3);
      }
    }
  }
  return jsQR(pixels, width, width)?.data ?? null;
}

describe('the QR code of a deposit address', () => {
  it.each([
    ['an Ethereum address', '0x455AD303e053c9DDaCA4Aa462A2A6736d92fc0b2'],
    ['a Bitcoin address', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['a Solana address', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'],
    ['an XRP address', 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh'],
  ])('decodes back to exactly %s', (_, address) => {
    const { path, size } = qrCodePath(address);
    expect(decodePath(path, size)).toBe(address);
  });

  it('draws that same path in the rendered SVG, labelled for screen readers', () => {
    const address = '0x455AD303e053c9DDaCA4Aa462A2A6736d92fc0b2';
    const { getByRole } = render(<QrCode value={address} label="QR code of the deposit address" />);
    const svg = getByRole('img', { name: 'QR code of the deposit address' });
    const drawn = svg.querySelector('path')?.getAttribute('d') ?? '';
    const modules = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
    expect(decodePath(drawn, modules)).toBe(address);
  });

  it('a changed address gives a different code (the test can fail)', () => {
    const { path, size } = qrCodePath('0x455AD303e053c9DDaCA4Aa462A2A6736d92fc0b3');
    expect(decodePath(path, size)).not.toBe('0x455AD303e053c9DDaCA4Aa462A2A6736d92fc0b2');
  });
});
