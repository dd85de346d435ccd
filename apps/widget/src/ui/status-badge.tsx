import type { OrderStatus } from '@ferry/contracts';
import { ORDER_STATUS_LOOK } from './order-status-look.js';
import styles from './status-badge.module.css';

/** An order's status label (spec 001 section 4 "Order list labels") with its icon and colour. */
export function StatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  const { kind, Icon } = ORDER_STATUS_LOOK[status];
  return (
    <span className={[styles.badge, styles[kind]].join(' ')} data-status-kind={kind}>
      <Icon width={13} height={13} strokeWidth={2.5} />
      {label}
    </span>
  );
}
