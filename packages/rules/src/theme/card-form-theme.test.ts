import { describe, expect, it } from 'vitest';
import { cardFormThemeQuery, DEFAULT_CARD_FORM_THEME, parseCardFormTheme } from './card-form-theme.js';

describe('the hosted card form takes the widget theme, validated', () => {
  it('round-trips a dark theme with partner colours', () => {
    const theme = { mode: 'dark', text: '#f1f4fa', label: '#c9cfda', placeholder: '#a3abbb', border: '#2a303b', field: '#1c212b', brand: '#ff5500', error: '#ff6b70' } as const;
    expect(parseCardFormTheme(cardFormThemeQuery(theme))).toEqual(theme);
  });

  it('ignores colours that are not 3, 4, 6 or 8 digit hex and keeps the default', () => {
    const theme = parseCardFormTheme({ brand: 'red', text: '#12345', border: '#fff;background:url(x)', field: '</style><script>', error: '#abcd' });
    expect(theme).toEqual({ ...DEFAULT_CARD_FORM_THEME, error: '#abcd' });
  });

  it('accepts only light or dark as the mode', () => {
    expect(parseCardFormTheme({ mode: 'dark' }).mode).toBe('dark');
    expect(parseCardFormTheme({ mode: 'DARK;x' }).mode).toBe('light');
    expect(parseCardFormTheme({}).mode).toBe('light');
  });
});
