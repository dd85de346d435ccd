import { InfoIcon } from './icons.js';
import styles from './toast.module.css';

export function Toast({ message }: { message: string }) {
  return (
    <div role="status" className={styles.toast}>
      <InfoIcon width={18} height={18} />
      {message}
    </div>
  );
}
