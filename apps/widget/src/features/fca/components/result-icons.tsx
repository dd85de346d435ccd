import { AlertIcon } from '../../../ui/icons.js';
import styles from '../fca.module.css';

export const TickIcon = () => (
  <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable={false}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </svg>
);

export const CrossIcon = () => (
  <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" aria-hidden focusable={false}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);

export function SuccessIcon() {
  return (
    <span className={[styles.icon, styles.iconSuccess].join(' ')}>
      <svg width={32} height={32} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable={false}>
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
    </span>
  );
}

export function ErrorIcon() {
  return (
    <span className={[styles.icon, styles.iconError].join(' ')}>
      <AlertIcon width={30} height={30} />
    </span>
  );
}
