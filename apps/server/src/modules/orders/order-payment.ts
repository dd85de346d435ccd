import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.js';
import type { CreatePaymentInput } from '../../providers/card-gateway/card-gateway.js';
import { findPaymentCard, type PaymentCard } from '../cards/cards.service.js';
import { storedFailedReason } from './failed-reasons.js';
import { applyGatewayPayment, changeOrderStatus } from './order-status.service.js';
import { findOrder, type OrderRow, patchOrderRow } from './orders.repository.js';

/**
 * Where the gateway sends the payer back: the widget origin the order was placed from (one of
 * Ferry's own, checked when the order was made), else PUBLIC_URL. The gateway adds cko-session-id.
 */
function returnUrls(ctx: AppContext, row: OrderRow): Pick<CreatePaymentInput, 'successUrl' | 'failureUrl'> {
  const base = row.returnOrigin ?? ctx.config.publicUrl;
  const orderId = encodeURIComponent(row.id);
  switch (row.paymentMethod) {
    case 'apple_pay':
    case 'google_pay': {
      const page = row.paymentMethod === 'apple_pay' ? 'apple-pay' : 'googlepay';
      return { successUrl: `${base}/${page}?orderId=${orderId}&result=success`, failureUrl: `${base}/${page}?orderId=${orderId}&result=failed` };
    }
    case 'pm_open_banking':
      return { successUrl: `${base}/status?paymentProvider=plaid&orderId=${orderId}`, failureUrl: `${base}/status?paymentProvider=plaid&orderId=${orderId}` };
    default:
      return { successUrl: `${base}/user/paymentstatus?orderId=${orderId}`, failureUrl: `${base}/user/paymentstatus?orderId=${orderId}&result=failed` };
  }
}

/**
 * Starts the payment of a new order with the gateway. Idempotent: the gateway keys payments by
 * the order id, so running this again (a retried create-order, a restart between the order's
 * insert and this call) reaches the same payment.
 */
export async function startOrderPayment(ctx: AppContext, row: OrderRow, knownCard?: PaymentCard | null): Promise<OrderRow> {
  if (row.status !== 'AWAITING_PAYMENT_FROM_USER' || row.paymentState !== 'NOT_STARTED') return row;
  const gateway = ctx.providers.cardGateway;
  const base = { reference: row.id, amount: row.fiatAmount, currency: row.fiatCurrency, ...returnUrls(ctx, row) };
  switch (row.paymentMethod) {
    case 'credit_debit_card': {
      // create-order passes the card it has just resolved for this row; anyone else reads it.
      const card =
        knownCard && knownCard.cardId === row.cardId
          ? knownCard
          : row.cardId
            ? await findPaymentCard(ctx, { userId: row.userId, cardId: row.cardId })
            : null;
      if (!card) return changeOrderStatus(ctx, row, 'FAILED', { patch: { failedReason: storedFailedReason('CARD_UNAVAILABLE'), paymentState: 'DECLINED' }, reason: 'card missing' });
      return applyGatewayPayment(ctx, row, await gateway.createPayment({ ...base, kind: 'card', source: card.gatewayToken }));
    }
    case 'apple_pay':
    case 'google_pay': {
      const payment = await gateway.createPayment({ ...base, kind: row.paymentMethod, source: null });
      const withSession =
        row.sessionToken === null
          ? ((await patchOrderRow(ctx.db, {
              id: row.id,
              status: 'AWAITING_PAYMENT_FROM_USER',
              patch: { sessionToken: randomBytes(24).toString('base64url') },
              at: ctx.now(),
            })) ?? row)
          : row;
      return applyGatewayPayment(ctx, withSession, payment);
    }
    case 'pm_open_banking':
      return applyGatewayPayment(ctx, row, await gateway.createPayment({ ...base, kind: 'open_banking', source: null }));
    default:
      return (await findOrder(ctx.db, row.id)) ?? row;
  }
}
