/**
 * The theme's token contract: every themable value and the CSS custom property that carries it.
 * Components read only these properties (in CSS Modules); palettes and partner colours fill them.
 */
export const themeContract = {
  colors: {
    brand: '--ferry-colors-brand',
    textPrimary: '--ferry-colors-text-primary',
    textSecondary: '--ferry-colors-text-secondary',
    label: '--ferry-colors-label',
    border: '--ferry-colors-border',
    surface: '--ferry-colors-surface',
    background: '--ferry-colors-background',
    page: '--ferry-colors-page',
    success: '--ferry-colors-success',
    error: '--ferry-colors-error',
    buttonFill: '--ferry-colors-button-fill',
    buttonText: '--ferry-colors-button-text',
    overlay: '--ferry-colors-overlay',
  },
  shadows: {
    card: '--ferry-shadows-card',
    popup: '--ferry-shadows-popup',
  },
} as const;

type TokenValues<T> = { [K in keyof T]: T[K] extends string ? string : TokenValues<T[K]> };
export type ThemeTokens = TokenValues<typeof themeContract>;

/** The attribute that scopes the custom properties; its value is the colour mode. */
export const THEME_ATTRIBUTE = 'data-ferry-theme';

/** Flattens tokens into `{ '--ferry-colors-brand': '#...' }` following the contract. */
export function cssVariables(tokens: ThemeTokens): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const group of Object.keys(themeContract) as (keyof typeof themeContract)[]) {
    const names: Record<string, string> = themeContract[group];
    const values: Record<string, string> = tokens[group];
    for (const [token, name] of Object.entries(names)) {
      const value = values[token];
      if (value !== undefined) variables[name] = value;
    }
  }
  return variables;
}
