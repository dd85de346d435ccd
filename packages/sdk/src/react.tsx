import { type CSSProperties, useEffect, useRef } from 'react';
import { Ferry, type FerryEventName, type FerryHandler, type FerryOptions } from './ferry.js';

export { Ferry } from './ferry.js';
export type { FerryEvent, FerryEventName, FerryHandler, FerryOptions } from './ferry.js';

export type FerryHandlers = { [T in FerryEventName]?: FerryHandler<T> };

export interface FerryWidgetProps {
  /** The widget's options (apiKey, baseUrl, sessionId or signedUrl, query parameters); a change opens a new widget. */
  options: FerryOptions;
  /** Handlers by event name: { 'order-created': (event) => ..., close: () => ... }. */
  on?: FerryHandlers;
  className?: string;
  style?: CSSProperties;
}

/** The widget embedded in a <div> that it fills; size the div with className or style. */
export function FerryWidget({ options, on, className, style }: FerryWidgetProps) {
  const element = useRef<HTMLDivElement>(null);
  const handlers = useRef(on);
  handlers.current = on;
  const key = JSON.stringify(options);

  useEffect(() => {
    if (!element.current) return undefined;
    const ferry = new Ferry(JSON.parse(key) as FerryOptions);
    for (const name of Object.keys(handlers.current ?? {}) as FerryEventName[]) {
      ferry.on(name, (event) => (handlers.current?.[name] as ((value: typeof event) => void) | undefined)?.(event));
    }
    ferry.mount(element.current);
    return () => ferry.destroy();
  }, [key]);

  return <div ref={element} className={className} style={{ height: 640, ...style }} />;
}

/** A Ferry for a button's onClick: ferry.open() or ferry.popup(). Closed when the component goes. */
export function useFerry(options: FerryOptions, on?: FerryHandlers): Ferry {
  const key = JSON.stringify(options);
  const ferry = useRef<{ key: string; ferry: Ferry } | null>(null);
  if (!ferry.current || ferry.current.key !== key) {
    ferry.current?.ferry.destroy();
    ferry.current = { key, ferry: new Ferry(options) };
  }
  const current = ferry.current.ferry;
  useEffect(() => {
    const entries = Object.entries(on ?? {}) as [FerryEventName, FerryHandler<FerryEventName>][];
    for (const [name, handler] of entries) current.on(name, handler);
    return () => {
      for (const [name, handler] of entries) current.off(name, handler);
    };
  }, [current, on]);
  useEffect(() => () => current.destroy(), [current]);
  return current;
}
