import type { OrderStatus } from '@ferry/contracts';
import { describe, expect, it } from 'vitest';
import { loadEveryCatalogue } from '../../test/catalogues.js';
import { orderLabelText } from './order-label-text.js';

const buy = { isBuyOrSell: 'BUY' as const, isNFTOrder: false };
const sell = { isBuyOrSell: 'SELL' as const, isNFTOrder: false };
const nft = { isBuyOrSell: 'BUY' as const, isNFTOrder: true };
const labels = (order: { isBuyOrSell: 'BUY' | 'SELL'; isNFTOrder: boolean }, statuses: OrderStatus[]) => statuses.map((status) => orderLabelText(status, order));

describe('order list labels, worded (spec 001 section 4 "Order list labels")', () => {
  it("BUY: 'Waiting for the transfer', 'Transferring Crypto'; SELL and NFT: 'Payment Pending', 'Processing'", () => {
    expect(labels(buy, ['AWAITING_PAYMENT_FROM_USER', 'PENDING_DELIVERY_FROM_FERRY'])).toEqual(['Waiting for the transfer', 'Transferring Crypto']);
    for (const order of [sell, nft]) {
      expect(labels(order, ['AWAITING_PAYMENT_FROM_USER', 'PENDING_DELIVERY_FROM_FERRY'])).toEqual(['Payment Pending', 'Processing']);
    }
  });

  it("others: 'Completed', 'Cancelled', 'Refunded', 'Failed', 'Expired'; Ferry's 'Verifying Payment'", () => {
    expect(labels(buy, ['COMPLETED', 'CANCELLED', 'REFUNDED', 'FAILED', 'EXPIRED', 'PAYMENT_DONE_MARKED_BY_USER'])).toEqual([
      'Completed',
      'Cancelled',
      'Refunded',
      'Failed',
      'Expired',
      'Verifying Payment',
    ]);
  });

  it('in German', () => {
    loadEveryCatalogue('de');
    expect(labels(buy, ['AWAITING_PAYMENT_FROM_USER', 'PENDING_DELIVERY_FROM_FERRY', 'PAYMENT_DONE_MARKED_BY_USER'])).toEqual([
      'Warten auf die Überweisung',
      'Krypto wird übertragen',
      'Zahlung wird geprüft',
    ]);
    expect(labels(sell, ['AWAITING_PAYMENT_FROM_USER', 'PENDING_DELIVERY_FROM_FERRY', 'COMPLETED', 'CANCELLED', 'REFUNDED', 'FAILED'])).toEqual([
      'Zahlung ausstehend',
      'In Bearbeitung',
      'Abgeschlossen',
      'Storniert',
      'Zurückerstattet',
      'Fehlgeschlagen',
    ]);
  });
});
