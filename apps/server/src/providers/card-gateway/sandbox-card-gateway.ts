import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { CardScheme } from '@ferry/contracts';
import type { Database } from '../../db/client.js';
import { sandboxCardTokens, sandboxGatewayPayments } from '../../db/schema/index.js';
import type { CardGateway, CreatePaymentInput, GatewayPayment, GatewayPaymentStatus, TokenCard } from './card-gateway.js';
import { sandboxGatewayTexts } from './sandbox-gateway-texts.js';
import { acceptanceOf, behaviourOfTruncated, type CardBehaviour, sandboxPayoutEligibility, schemeOf } from './sandbox-test-cards.js';
import { behaviourOfWalletToken } from './sandbox-wallet-tokens.js';

const alphanumeric = (length: number) =>
  randomBytes(length * 2)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length)
    .padEnd(length, '0');

export const newGatewayId = (prefix: 'tok' | 'pay') => `${prefix}_${alphanumeric(24)}`;

type PaymentRow = typeof sandboxGatewayPayments.$inferSelect;
type TokenRow = typeof sandboxCardTokens.$inferSelect;
const MAX_KNOWN_TOKENS = 10_000;

export type SandboxCardGateway = CardGateway & {
  /** The hosted pages call these: the 3DS challenge and the bank page answer here. */
  completeAction(paymentId: string, outcome: 'approve' | 'fail'): Promise<GatewayPayment | null>;
  findPaymentRow(paymentId: string): Promise<PaymentRow | null>;
  saveToken(card: Omit<TokenCard, 'token'> & { behaviour: CardBehaviour }): Promise<string>;
};

/**
 * The sandbox gateway: Ferry serves its hosted card form, 3DS challenge and bank pages under
 * /sandbox/card-gateway. State lives in the database so every instance sees it.
 */
export function createSandboxCardGateway({ db, now, publicUrl }: { db: Database; now: () => Date; publicUrl: string }): SandboxCardGateway {
  const listeners: Array<(payment: GatewayPayment) => Promise<void>> = [];
  // This gateway is Ferry itself: its pages are served where the payer returns to (an origin
  // Ferry chose), so the whole payment stays on the address the widget was opened at.
  const pagesOrigin = (row: PaymentRow) => (URL.canParse(row.successUrl) ? new URL(row.successUrl).origin : publicUrl);

  const toPayment = (row: PaymentRow): GatewayPayment => ({
    id: row.id,
    reference: row.reference,
    kind: row.kind as GatewayPayment['kind'],
    status: row.status as GatewayPaymentStatus,
    redirectUrl:
      row.status === 'REQUIRES_ACTION'
        ? `${pagesOrigin(row)}/sandbox/card-gateway/${row.kind === 'open_banking' ? 'bank' : '3ds'}/${row.id}`
        : null,
    declineReason: row.status === 'DECLINED' ? 'The card issuer declined the payment.' : null,
  });

  // Token rows are written once and never change: a found one is remembered, so a card order's
  // payment does not read again the token create-order just described (issue 17: round trips).
  const knownTokens = new Map<string, TokenRow>();
  async function findTokenRow(token: string): Promise<TokenRow | undefined> {
    const known = knownTokens.get(token);
    if (known) return known;
    const [row] = await db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
    if (row) {
      if (knownTokens.size >= MAX_KNOWN_TOKENS) knownTokens.clear();
      knownTokens.set(token, row);
    }
    return row;
  }

  async function tokenBehaviour(token: string | null): Promise<CardBehaviour | null> {
    if (!token) return null;
    if (token.startsWith('sandbox-wallet:')) return behaviourOfWalletToken(token);
    const row = await findTokenRow(token);
    return (row?.behaviour as CardBehaviour | undefined) ?? null;
  }

  async function insertPayment(input: CreatePaymentInput, status: GatewayPaymentStatus): Promise<GatewayPayment> {
    const at = now();
    const [inserted] = await db
      .insert(sandboxGatewayPayments)
      .values({
        id: newGatewayId('pay'),
        reference: input.reference,
        kind: input.kind,
        token: input.source,
        amount: input.amount,
        currency: input.currency,
        status,
        successUrl: input.successUrl,
        failureUrl: input.failureUrl,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({ target: sandboxGatewayPayments.reference })
      .returning();
    if (inserted) return toPayment(inserted);
    // The payment of this reference existed already (a retried start): answer it.
    const [row] = await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.reference, input.reference));
    if (!row) throw new Error('sandbox gateway lost a payment');
    return toPayment(row);
  }

  async function setStatus(paymentId: string, from: GatewayPaymentStatus, to: GatewayPaymentStatus): Promise<PaymentRow | null> {
    const [row] = await db
      .update(sandboxGatewayPayments)
      .set({ status: to, updatedAt: now() })
      .where(and(eq(sandboxGatewayPayments.id, paymentId), eq(sandboxGatewayPayments.status, from)))
      .returning();
    return row ?? null;
  }

  const statusFor = (behaviour: CardBehaviour | null): GatewayPaymentStatus =>
    behaviour === 'challenge' ? 'REQUIRES_ACTION' : behaviour === 'succeeds' ? 'AUTHORIZED' : 'DECLINED';

  async function tokenCard(token: string): Promise<{ behaviour: CardBehaviour | null; scheme: string | null }> {
    const row = await findTokenRow(token);
    return { behaviour: (row?.behaviour as CardBehaviour | undefined) ?? null, scheme: row?.scheme ?? null };
  }

  const gateway: SandboxCardGateway = {
    isSandbox: true,
    async verifyBin({ bin, last4, language }) {
      const scheme: CardScheme = schemeOf(bin);
      const behaviour = last4 ? behaviourOfTruncated(bin, last4) : null;
      if (behaviour === 'blocked') return { binStatus: 'BLOCKED', displayMessage: sandboxGatewayTexts(language).blockedBin, acceptance: 0, scheme };
      return { binStatus: 'ALLOWED', displayMessage: '', acceptance: acceptanceOf(behaviour, scheme), scheme };
    },
    async describeToken(token) {
      const row = await findTokenRow(token);
      if (!row) return null;
      return {
        token: row.token,
        scheme: row.scheme as CardScheme,
        bin: row.bin,
        last4: row.last4,
        cardType: row.cardType as TokenCard['cardType'],
        expiryMonth: row.expiryMonth,
        expiryYear: row.expiryYear,
      };
    },
    async createPayment(input) {
      if (input.kind === 'open_banking') return insertPayment(input, 'REQUIRES_ACTION');
      if (input.kind !== 'card') return insertPayment(input, 'PENDING');
      return insertPayment(input, statusFor(await tokenBehaviour(input.source)));
    },
    async authorizeWalletPayment({ paymentId, token }) {
      const status = statusFor(await tokenBehaviour(token));
      const [row] = await db
        .update(sandboxGatewayPayments)
        .set({ status, token, updatedAt: now() })
        .where(and(eq(sandboxGatewayPayments.id, paymentId), eq(sandboxGatewayPayments.status, 'PENDING')))
        .returning();
      return row ? toPayment(row) : gateway.getPayment(paymentId);
    },
    async getPayment(paymentId) {
      const row = await gateway.findPaymentRow(paymentId);
      return row ? toPayment(row) : null;
    },
    async cancelPayment(paymentId) {
      const [row] = await db
        .update(sandboxGatewayPayments)
        .set({ status: 'CANCELLED', updatedAt: now() })
        .where(and(eq(sandboxGatewayPayments.id, paymentId), inArray(sandboxGatewayPayments.status, ['PENDING', 'REQUIRES_ACTION'])))
        .returning();
      return row ? toPayment(row) : gateway.getPayment(paymentId);
    },
    async payoutEligibility(token) {
      const card = await tokenCard(token);
      return sandboxPayoutEligibility(card.behaviour, card.scheme);
    },
    async verifyCardForPayout({ reference, token, currency }) {
      const authorised = `${publicUrl}/sandbox/card-gateway/card-authorised`;
      const input: CreatePaymentInput = { reference, kind: 'card_verification', source: token, amount: '0', currency, successUrl: authorised, failureUrl: `${authorised}?result=failed` };
      return insertPayment(input, statusFor((await tokenCard(token)).behaviour));
    },
    onPaymentUpdated(listener) {
      listeners.push(listener);
    },
    async completeAction(paymentId, outcome) {
      const row = await gateway.findPaymentRow(paymentId);
      if (!row || row.status !== 'REQUIRES_ACTION') return row ? toPayment(row) : null;
      const updated = await setStatus(paymentId, 'REQUIRES_ACTION', outcome === 'approve' ? 'AUTHORIZED' : 'DECLINED');
      if (!updated) return null;
      const payment = toPayment(updated);
      for (const listener of listeners) await listener(payment);
      return payment;
    },
    async findPaymentRow(paymentId) {
      const [row] = await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.id, paymentId));
      return row ?? null;
    },
    async saveToken(card) {
      const token = newGatewayId('tok');
      await db.insert(sandboxCardTokens).values({ ...card, token, createdAt: now() });
      return token;
    },
  };
  return gateway;
}
