import type { OrderStatus } from '@ferry/contracts';
import type { ComponentType, SVGProps } from 'react';
import { AlertIcon } from './icons.js';
import { CheckIcon, ClockIcon, CrossCircleIcon, HourglassIcon, RefundIcon } from './action-icons.js';

/** The colour family of a status (spec 001 section 4: badge colours per status, colours left open). */
export type StatusKind = 'success' | 'waiting' | 'progress' | 'failure' | 'neutral' | 'refund';

type Look = { kind: StatusKind; Icon: ComponentType<SVGProps<SVGSVGElement>> };

/**
 * Each order status's colour and icon, so a status reads the same in the list, the details and
 * the payment status page: waiting for the user amber with a clock, under way brand-blue, done
 * green with a tick, failed red, refunded violet, cancelled and expired grey.
 */
export const ORDER_STATUS_LOOK: Record<OrderStatus, Look> = {
  AWAITING_PAYMENT_FROM_USER: { kind: 'waiting', Icon: ClockIcon },
  PAYMENT_DONE_MARKED_BY_USER: { kind: 'progress', Icon: HourglassIcon },
  PROCESSING: { kind: 'progress', Icon: HourglassIcon },
  PENDING_DELIVERY_FROM_FERRY: { kind: 'progress', Icon: HourglassIcon },
  ON_HOLD_PENDING_DELIVERY_FROM_FERRY: { kind: 'waiting', Icon: HourglassIcon },
  COMPLETED: { kind: 'success', Icon: CheckIcon },
  CANCELLED: { kind: 'neutral', Icon: CrossCircleIcon },
  REFUNDED: { kind: 'refund', Icon: RefundIcon },
  FAILED: { kind: 'failure', Icon: AlertIcon },
  EXPIRED: { kind: 'neutral', Icon: HourglassIcon },
};
