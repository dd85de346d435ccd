import { ORDER_STATUSES, type OrderStatus } from '@ferry/contracts';
import { describe, expect, it } from 'vitest';
import { isFinalStatus, isLegalTransition, ORDER_TRANSITIONS, orderPollIntervalMs } from './status-machine.js';

const FINAL: OrderStatus[] = ['COMPLETED', 'FAILED', 'REFUNDED', 'CANCELLED', 'EXPIRED'];

describe('order status machine', () => {
  it('final statuses (COMPLETED, FAILED, REFUNDED, CANCELLED, EXPIRED) allow no change at all', () => {
    for (const from of FINAL) for (const to of ORDER_STATUSES) expect(isLegalTransition(from, to)).toBe(false);
  });
  it('an unpaid order can be marked paid, paid, cancelled, expired or failed', () => {
    expect(ORDER_TRANSITIONS.AWAITING_PAYMENT_FROM_USER).toEqual(['PAYMENT_DONE_MARKED_BY_USER', 'PROCESSING', 'CANCELLED', 'EXPIRED', 'FAILED']);
  });
  it('cancel is legal only from AWAITING_PAYMENT_FROM_USER and PAYMENT_DONE_MARKED_BY_USER (spec 001 section 4 "Order actions")', () => {
    const from = ORDER_STATUSES.filter((status) => isLegalTransition(status, 'CANCELLED'));
    expect(from).toEqual(['AWAITING_PAYMENT_FROM_USER', 'PAYMENT_DONE_MARKED_BY_USER']);
  });
  it('only an unpaid order expires', () => {
    expect(ORDER_STATUSES.filter((status) => isLegalTransition(status, 'EXPIRED'))).toEqual(['AWAITING_PAYMENT_FROM_USER']);
  });
  it('delivery completes only from pending delivery: no order jumps from unpaid to completed', () => {
    expect(ORDER_STATUSES.filter((status) => isLegalTransition(status, 'COMPLETED'))).toEqual(['PENDING_DELIVERY_FROM_FERRY']);
  });
  it('no status changes to itself', () => {
    for (const status of ORDER_STATUSES) expect(isLegalTransition(status, status)).toBe(false);
  });
  it('final statuses are exactly the ones that stop polling', () => {
    for (const status of ORDER_STATUSES) expect(isFinalStatus(status)).toBe(FINAL.includes(status));
  });
});

describe('order details polling (spec 001 section 4)', () => {
  it('polls every 2 s until the status is COMPLETED, FAILED, REFUNDED, CANCELLED or EXPIRED', () => {
    expect(orderPollIntervalMs('AWAITING_PAYMENT_FROM_USER')).toBe(2000);
    expect(orderPollIntervalMs('PENDING_DELIVERY_FROM_FERRY')).toBe(2000);
    for (const status of FINAL) expect(orderPollIntervalMs(status)).toBe(false);
  });
});
