import type { ColorMode } from '@ferry/contracts';
import type { ThemeTokens } from './theme-contract.js';

const light: ThemeTokens = {
  colors: {
    brand: '#3d5afe',
    textPrimary: '#0f172a',
    textSecondary: '#5b6474',
    label: '#3f4859',
    border: '#e3e7ef',
    surface: '#f3f5f9',
    background: '#ffffff',
    page: '#e8ecf4',
    success: '#12a150',
    // 4.9:1 on the background and 4.5:1 on the surface (WCAG AA text), white text on it 4.9:1.
    error: '#d1343a',
    buttonFill: '#3d5afe',
    buttonText: '#ffffff',
    overlay: 'rgba(15, 23, 42, 0.48)',
  },
  shadows: {
    card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 24px 48px -12px rgba(15, 23, 42, 0.18)',
    popup: '0 24px 48px -12px rgba(15, 23, 42, 0.3)',
  },
};

const dark: ThemeTokens = {
  colors: {
    brand: '#7c8cff',
    textPrimary: '#f1f4fa',
    textSecondary: '#a3abbb',
    label: '#c9cfda',
    border: '#2a303b',
    surface: '#1c212b',
    background: '#12161d',
    page: '#07090d',
    success: '#34c77b',
    error: '#ff6b70',
    buttonFill: '#5b73ff',
    buttonText: '#ffffff',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
  shadows: {
    card: '0 1px 2px rgba(0, 0, 0, 0.4), 0 24px 48px -12px rgba(0, 0, 0, 0.7)',
    popup: '0 24px 48px -12px rgba(0, 0, 0, 0.8)',
  },
};

/** The base palettes partner colours are laid over (spec 001 section 5: modes LIGHT and DARK). */
export const PALETTES: Readonly<Record<ColorMode, ThemeTokens>> = { LIGHT: light, DARK: dark };
