import type { ThemeSettings } from '@ferry/contracts';
import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { cssVariables, THEME_ATTRIBUTE } from './theme-contract.js';
import { themeTokens } from './theme-tokens.js';
import styles from './theme-root.module.css';

/**
 * Sets the theme's custom properties on one element; everything inside reads them. Set through
 * the style object (CSSOM), so no inline <style> needs a CSP exception.
 */
export function ThemeRoot({ settings, children }: { settings: ThemeSettings; children: ReactNode }) {
  const style = useMemo(() => cssVariables(themeTokens(settings)) as CSSProperties, [settings]);
  return (
    <div {...{ [THEME_ATTRIBUTE]: settings.colorMode.toLowerCase() }} className={styles.root} style={style}>
      {children}
    </div>
  );
}
