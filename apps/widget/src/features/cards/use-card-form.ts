import { type BinVerification, CardFormMessage, type CardFormField, type CardScheme, type CardTokenResult } from '@ferry/contracts';
import { cardFormThemeQuery, parseCardFormTheme, type CardFormTheme } from '@ferry/rules';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { verifyCard } from '../../api/cards/verify-card.js';
import { activeLanguage } from '../../i18n/i18n.js';
import { THEME_ATTRIBUTE, themeContract } from '../../ui/theme/theme-contract.js';

export type FieldState = { isValid: boolean; isEmpty: boolean; isFocused: boolean };
const EMPTY: FieldState = { isValid: false, isEmpty: true, isFocused: false };

/** Where the card gateway serves its hosted card form, in the widget's language; in sandbox mode, Ferry itself. */
export function cardFormUrl(theme?: CardFormTheme): string {
  const query = new URLSearchParams({ parentOrigin: window.location.origin, locale: activeLanguage(), ...(theme ? cardFormThemeQuery(theme) : {}) });
  return `/sandbox/card-gateway/card-form?${query}`;
}

/**
 * The widget's theme as it is drawn around `element` (palette and partner colours, read from the
 * theme's custom properties), for the card form to draw its fields the same way.
 */
export function readCardFormTheme(element: Element): CardFormTheme {
  const root = element.closest(`[${THEME_ATTRIBUTE}]`) ?? element;
  const style = getComputedStyle(root);
  const token = (name: string) => style.getPropertyValue(name).trim();
  const { colors } = themeContract;
  return parseCardFormTheme({
    mode: root.getAttribute(THEME_ATTRIBUTE) === 'dark' ? 'dark' : 'light',
    text: token(colors.textPrimary),
    label: token(colors.label),
    placeholder: token(colors.textSecondary),
    border: token(colors.border),
    field: token(colors.surface),
    brand: token(colors.brand),
    error: token(colors.error),
  });
}

/**
 * The widget's side of the hosted card form: field states, the BIN check and tokenising. Messages
 * are read only from the form's own window and origin, and posted only to that origin.
 */
export function useCardForm() {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);
  const gatewayOrigin = new URL(cardFormUrl(), window.location.href).origin;
  // The frame's address carries the theme, read from the page once it is laid out (before paint).
  const [frameSrc, setFrameSrc] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (anchorRef.current) setFrameSrc(cardFormUrl(readCardFormTheme(anchorRef.current)));
  }, []);
  const [fields, setFields] = useState<Record<CardFormField, FieldState>>({ 'card-number': EMPTY, 'expiry-date': EMPTY, cvv: EMPTY });
  const [scheme, setScheme] = useState<CardScheme | null>(null);
  const [bin, setBin] = useState<BinVerification | null>(null);
  const [isReady, setReady] = useState(false);
  const pending = useRef<{ resolve: (card: CardTokenResult) => void; reject: (error: Error) => void } | null>(null);

  useEffect(() => {
    let binRequest: AbortController | null = null;
    const listener = (event: MessageEvent) => {
      if (event.origin !== gatewayOrigin || event.source !== frameRef.current?.contentWindow) return;
      const parsed = CardFormMessage.safeParse(event.data);
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'ready') setReady(true);
      else if (message.type === 'fieldState') setFields((current) => ({ ...current, [message.field]: message }));
      else if (message.type === 'binChanged') {
        setScheme(message.scheme === 'unknown' ? null : message.scheme);
        setBin(null);
        binRequest?.abort();
        if (message.bin && message.last4) {
          binRequest = new AbortController();
          verifyCard({ bin: message.bin, last4: message.last4 }, binRequest.signal).then(setBin, () => undefined);
        }
      } else if (message.type === 'tokenized') pending.current?.resolve(message.card);
      else if (message.type === 'tokenizeFailed') pending.current?.reject(new Error(message.message));
    };
    window.addEventListener('message', listener);
    return () => {
      binRequest?.abort();
      window.removeEventListener('message', listener);
    };
  }, [gatewayOrigin]);

  const tokenize = useCallback(
    (name: string) =>
      new Promise<CardTokenResult>((resolve, reject) => {
        pending.current = { resolve, reject };
        frameRef.current?.contentWindow?.postMessage({ source: 'ferry-widget', type: 'tokenize', name }, gatewayOrigin);
      }),
    [gatewayOrigin],
  );

  const isCardValid = Object.values(fields).every((field) => field.isValid);
  return { frameRef, anchorRef, frameSrc, fields, scheme, bin, isReady, isCardValid, tokenize };
}
