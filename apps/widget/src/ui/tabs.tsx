import type { KeyboardEvent } from 'react';
import styles from './tabs.module.css';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

export interface TabsProps<T extends string> {
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** id prefix; tab `${idPrefix}-${value}` controls panel `${idPrefix}-panel`. */
  idPrefix: string;
}

/** Segmented tabs with arrow-key movement. */
export function Tabs<T extends string>({ label, items, value, onChange, idPrefix }: TabsProps<T>) {
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const index = items.findIndex((item) => item.value === value);
    const next = items[(index + step + items.length) % items.length];
    if (next) {
      onChange(next.value);
      document.getElementById(`${idPrefix}-${next.value}`)?.focus();
    }
  };
  return (
    <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={move}>
      {items.map((item) => (
        <button
          key={item.value}
          id={`${idPrefix}-${item.value}`}
          type="button"
          role="tab"
          aria-selected={item.value === value}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={item.value === value ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(item.value)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
