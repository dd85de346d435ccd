import { encode } from 'uqr';
import { useMemo } from 'react';
import styles from './qr-code.module.css';

/** The quiet zone the QR standard asks for around the code, in modules. */
const QUIET_ZONE = 4;

/**
 * The dark modules of `text`'s QR code as one SVG path, a rectangle per run of dark modules in a
 * row, offset by the quiet zone (uqr encodes; medium error correction survives a screen's glare).
 */
export function qrCodePath(text: string): { path: string; size: number } {
  const { data, size } = encode(text, { ecc: 'M', border: 0 });
  const runs: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      runs.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h-${x - start}z`);
    }
  });
  return { path: runs.join(''), size: size + QUIET_ZONE * 2 };
}

/**
 * A QR code of `value` (a deposit address, for example) for a phone's wallet to scan. Always dark
 * on white, whatever the theme: scanners read dark-on-light codes best.
 */
export function QrCode({ value, label, size = 160 }: { value: string; label: string; size?: number }) {
  const { path, size: modules } = useMemo(() => qrCodePath(value), [value]);
  return (
    <svg className={styles.qr} role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
