import { useState } from 'react';
import styles from './artwork.module.css';

/** Where the server serves each kind of artwork (apps/server/src/http/icons). */
export const artworkUrl = {
  fiat: (code: string) => `/static/icons/fiat-${code.toLowerCase()}.svg`,
  flag: (alpha2: string) => `/static/icons/flag-${alpha2.toLowerCase()}.svg`,
  network: (name: string) => `/static/icons/network-${name.toLowerCase()}.svg`,
  scheme: (scheme: string) => `/static/icons/scheme-${scheme.toLowerCase()}.svg`,
};

export interface ArtworkProps {
  src: string;
  /** Read by screen readers, and shown in place of the picture if it fails to load (spec 001 section 8). */
  alt: string;
  size: number;
  shape?: 'circle' | 'tile';
  className?: string;
}

/**
 * A logo, flag or icon loaded only where shown (lazily, from its own URL, so none of it is in the
 * first screen's JavaScript). If it cannot load, a neutral placeholder of the same size carries the
 * alt text as its label and tooltip, so the layout does not jump and nothing shows a broken image.
 * An empty address gets the placeholder at once: `<img src="">` would ask for the page again.
 */
export function Artwork({ src, alt, size, shape = 'circle', className }: ArtworkProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = [styles.artwork, styles[shape], className ?? ''].join(' ');
  // No address at all (a currency or method without an icon) is a picture that cannot load.
  if (!src || failedSrc === src) {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        title={alt || undefined}
        className={[classes, styles.placeholder].join(' ')}
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <img
      className={classes}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
