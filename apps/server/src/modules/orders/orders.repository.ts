import { randomUUID } from 'node:crypto';
import { and, desc, eq, getTableColumns, gte, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { OrderStatus } from '@ferry/contracts';
import type { Database } from '../../db/client.js';
import { insertWhere } from '../../db/insert-where.js';
import type { StatementPart } from '../../events/outbox.js';
import {
  fcaProfiles,
  kycFormSubmissions,
  kycProfiles,
  kycReliances,
  orders,
  orderStatusEvents,
  panVerifications,
  users,
  walletReservations,
} from '../../db/schema/index.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type ReservationRow = typeof walletReservations.$inferSelect;
/** Fields a status change or a payment step may set; never the status itself. */
export type OrderPatch = Partial<Omit<NewOrderRow, 'id' | 'userId' | 'status' | 'createdAt' | 'version'>>;

export async function insertReservation(db: Database, values: typeof walletReservations.$inferInsert): Promise<ReservationRow> {
  const [row] = await db.insert(walletReservations).values(values).returning();
  if (!row) throw new Error('insert of a reservation returned no row');
  return row;
}

/** What an order's event needs of its row, known before the statement that writes the row runs. */
export type OrderEventFacts = Pick<OrderRow, 'id' | 'userId' | 'partnerApiKey' | 'status' | 'isBuyOrSell' | 'paymentMethod' | 'createdAt' | 'autoExpiresAt' | 'statusChangedAt'>;

/**
 * What must be written with an order row, as parts of the row's own statement (its outbox event
 * and jobs, order-events.ts), each writing only when `isWritten` holds as the statement runs.
 */
export type OrderWrittenParts = (row: OrderEventFacts, isWritten: SQL) => Promise<StatementPart[]>;

const orderColumns = Object.entries(getTableColumns(orders));

/** A row of `orders` as PostgreSQL returned it (`returning *`), mapped as drizzle maps its own selects. */
function orderRowOf(raw: Record<string, unknown>): OrderRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of orderColumns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as OrderRow;
}

/**
 * The row, its history line and `parts` in one statement (issue 17: one round trip, and as atomic
 * as a transaction): data-modifying CTEs, the row's first, the others conditional on it. The row
 * comes back as `returning *` / `select *`: drizzle's own select of a CTE named all 67 columns
 * twice, and building that text was about a tenth of the server's CPU per order on PGlite.
 */
async function writeWithParts(db: Database, written: SQL, more: StatementPart[]): Promise<OrderRow | null> {
  const ctes = more.map(({ name, body }) => sql`, ${sql.identifier(name)} as (${body})`);
  const result = (await db.execute(sql`with ${sql.identifier('written')} as (${written} returning *)${sql.join(ctes)} select * from ${sql.identifier('written')}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const [raw] = result.rows;
  return raw ? orderRowOf(raw) : null;
}

const isWrittenSql = sql`exists (select 1 from ${sql.identifier('written')})`;

/** Inserts unless a unique rule (key, reservation, one awaiting order per user) already holds a row. */
export async function insertOrderIfNew(db: Database, values: NewOrderRow & Pick<OrderRow, 'status' | 'createdAt' | 'statusChangedAt'>, parts: OrderWrittenParts): Promise<OrderRow | null> {
  // The id is chosen here so the event and jobs written beside the row can name it.
  const row = { ...values, id: values.id ?? randomUUID() };
  const written = db.insert(orders).values(row).onConflictDoNothing().getSQL();
  const history = insertWhere(orderStatusEvents, { orderId: row.id, fromStatus: null, toStatus: row.status, reason: 'created', at: row.createdAt }, isWrittenSql);
  const facts: OrderEventFacts = {
    id: row.id,
    userId: row.userId,
    partnerApiKey: row.partnerApiKey,
    status: row.status,
    isBuyOrSell: row.isBuyOrSell,
    paymentMethod: row.paymentMethod,
    createdAt: row.createdAt,
    autoExpiresAt: row.autoExpiresAt ?? null,
    statusChangedAt: row.statusChangedAt,
  };
  return writeWithParts(db, written, [{ name: 'history', body: history }, ...(await parts(facts, isWrittenSql))]);
}

type KycSubmissionRow = typeof kycFormSubmissions.$inferSelect;
type KnownOrdersInput = { userId: string; idempotencyKey: string; reservationId: string; spentSince: Date; spentStatuses: readonly OrderStatus[] };

/** What create-order needs of an order it must know: who made it for which intent, and what it spent. */
export type KnownOrder = Pick<
  OrderRow,
  'id' | 'userId' | 'reservationId' | 'idempotencyKey' | 'requestFingerprint' | 'status' | 'isBuyOrSell' | 'paymentMethod' | 'fiatAmount' | 'fiatCurrency' | 'createdAt'
>;

/** What create-order reads before it writes, from one statement (see findCreateOrderFacts). */
export type CreateOrderFacts = {
  user: { email: string | null; fcaCategorization: string | null; fcaPassedAt: Date | null; fcaCoolingOffEndsAt: Date | null; isPanVerified: boolean };
  kyc: { profile: typeof kycProfiles.$inferSelect | null; submissions: KycSubmissionRow[]; hasPendingReliance: boolean };
  reservation: ReservationRow | null;
  /** This intent's orders (same key or same reservation), whether one awaits payment, the spent ones. */
  known: { replay: KnownOrder[]; isAwaiting: boolean; spending: KnownOrder[] };
};

/** A known order as the statement lists it: json_build_array of the KnownOrder columns, in this order. */
type KnownOrderJson = [string, string, string, string, string | null, string, string, string, string, string, string];

/**
 * create-order's reads in one statement (issue 17): the user with the FCA journey and the PAN
 * check, the KYC profile with its form submissions (as JSON) and whether a reliance is pending,
 * the reservation, and the orders the call must know (as one JSON list of their few columns:
 * joined, each order repeated the user, KYC and reservation columns, which PGlite then parsed
 * again per row): this intent's (same key or same reservation), the user's order awaiting
 * payment, and the orders the limits count as spent (since `spentSince`, in `spentStatuses`).
 * Null when the user is gone.
 */
export async function findCreateOrderFacts(db: Database, input: KnownOrdersInput): Promise<CreateOrderFacts | null> {
  const { userId, idempotencyKey, reservationId, spentSince, spentStatuses } = input;
  const submission = kycFormSubmissions;
  const [first] = await db
    .select({
      email: users.email,
      fcaCategorization: fcaProfiles.categorization,
      fcaPassedAt: fcaProfiles.passedAt,
      fcaCoolingOffEndsAt: fcaProfiles.coolingOffEndsAt,
      isPanVerified: sql<boolean>`${panVerifications.userId} is not null`,
      kycProfile: kycProfiles,
      submissions: sql<Array<Omit<KycSubmissionRow, 'submittedAt'> & { submittedAt: string }>>`(select coalesce(json_agg(json_build_object(
        'userId', ${submission.userId}, 'formId', ${submission.formId}, 'values', ${submission.values},
        'source', ${submission.source}, 'submittedAt', ${submission.submittedAt})), '[]'::json)
        from ${submission} where ${submission.userId} = ${users.id})`,
      hasPendingReliance: sql<boolean>`exists (select 1 from ${kycReliances} where ${kycReliances.userId} = ${users.id} and ${kycReliances.status} = 'PENDING')`,
      reservation: walletReservations,
      // The amount as text: money stays decimal.
      orders: sql<KnownOrderJson[]>`(select coalesce(json_agg(json_build_array(${orders.id}, ${orders.userId}, ${orders.reservationId},
        ${orders.idempotencyKey}, ${orders.requestFingerprint}, ${orders.status}, ${orders.isBuyOrSell}, ${orders.paymentMethod},
        ${orders.fiatAmount}::text, ${orders.fiatCurrency}, ${orders.createdAt})), '[]'::json)
        from ${orders} where ${or(
          eq(orders.reservationId, reservationId),
          and(
            eq(orders.userId, users.id),
            or(
              eq(orders.idempotencyKey, idempotencyKey),
              eq(orders.status, 'AWAITING_PAYMENT_FROM_USER'),
              and(gte(orders.createdAt, spentSince), inArray(orders.status, [...spentStatuses])),
            ),
          ),
        )})`,
    })
    .from(users)
    .leftJoin(fcaProfiles, eq(fcaProfiles.userId, users.id))
    .leftJoin(panVerifications, eq(panVerifications.userId, users.id))
    .leftJoin(kycProfiles, eq(kycProfiles.userId, users.id))
    .leftJoin(walletReservations, eq(walletReservations.id, reservationId))
    .where(eq(users.id, userId));
  if (!first) return null;
  const { email, fcaCategorization, fcaPassedAt, fcaCoolingOffEndsAt, isPanVerified } = first;
  return {
    user: { email, fcaCategorization, fcaPassedAt, fcaCoolingOffEndsAt, isPanVerified },
    kyc: {
      profile: first.kycProfile,
      submissions: first.submissions.map((row) => ({ ...row, submittedAt: new Date(row.submittedAt) })),
      hasPendingReliance: first.hasPendingReliance,
    },
    reservation: first.reservation,
    known: knownOrders(first.orders.map(knownOrderOf), input),
  };
}

function knownOrderOf([id, userId, reservationId, idempotencyKey, requestFingerprint, status, isBuyOrSell, paymentMethod, fiatAmount, fiatCurrency, createdAt]: KnownOrderJson): KnownOrder {
  return { id, userId, reservationId, idempotencyKey, requestFingerprint, status, isBuyOrSell, paymentMethod, fiatAmount, fiatCurrency, createdAt: new Date(createdAt) };
}

function knownOrders(rows: KnownOrder[], { userId, idempotencyKey, reservationId, spentSince, spentStatuses }: KnownOrdersInput): CreateOrderFacts['known'] {
  const spent = new Set<string>(spentStatuses);
  return {
    replay: rows.filter((row) => row.reservationId === reservationId || (row.userId === userId && row.idempotencyKey === idempotencyKey)),
    isAwaiting: rows.some((row) => row.userId === userId && row.status === 'AWAITING_PAYMENT_FROM_USER'),
    spending: rows.filter((row) => row.userId === userId && row.createdAt >= spentSince && spent.has(row.status)),
  };
}

export async function findOrderForReplay(
  db: Database,
  { userId, idempotencyKey, reservationId }: { userId: string; idempotencyKey: string; reservationId: string },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(or(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)), eq(orders.reservationId, reservationId)));
}

export async function findOrder(db: Database, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

export async function findOrderByPaymentId(db: Database, paymentId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.paymentId, paymentId));
  return row ?? null;
}

export function listUserOrders(db: Database, userId: string, limit: number): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(limit);
}

/** The user's orders since a date in the given statuses: what the limits count as spent. */
export function listSpendingOrders(
  db: Database,
  { userId, since, statuses }: { userId: string; since: Date; statuses: readonly OrderStatus[] },
): Promise<Pick<OrderRow, 'isBuyOrSell' | 'paymentMethod' | 'status' | 'fiatAmount' | 'fiatCurrency' | 'createdAt'>[]> {
  return db
    .select({
      isBuyOrSell: orders.isBuyOrSell,
      paymentMethod: orders.paymentMethod,
      status: orders.status,
      fiatAmount: orders.fiatAmount,
      fiatCurrency: orders.fiatCurrency,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), gte(orders.createdAt, since), inArray(orders.status, [...statuses])));
}

function isCheckViolation(error: unknown): boolean {
  const codes = [error, (error as { cause?: unknown })?.cause].map((item) => (item as { code?: unknown } | undefined)?.code);
  return codes.includes('23514');
}

/**
 * The one way a status changes: `UPDATE ... WHERE id AND status = from RETURNING`, with its history
 * line and `parts` (the event), in one statement. `row` is the order as the caller read it (its
 * owner, partner, side and method do not change). Null when the row no longer holds `from` (a
 * concurrent change won) or the database's guard refuses the change; nothing is changed then.
 */
export async function transitionOrderRow(
  db: Database,
  row: Pick<OrderRow, 'id' | 'userId' | 'partnerApiKey' | 'isBuyOrSell' | 'paymentMethod' | 'createdAt' | 'autoExpiresAt'>,
  change: { from: OrderStatus; to: OrderStatus; patch: OrderPatch; at: Date; reason: string },
  parts: OrderWrittenParts,
): Promise<OrderRow | null> {
  const written = db
    .update(orders)
    .set({ ...change.patch, status: change.to, statusChangedAt: change.at, updatedAt: change.at, version: sql`${orders.version} + 1` })
    .where(and(eq(orders.id, row.id), eq(orders.status, change.from)))
    .getSQL();
  const history = insertWhere(orderStatusEvents, { orderId: row.id, fromStatus: change.from, toStatus: change.to, reason: change.reason, at: change.at }, isWrittenSql);
  const after = { ...row, ...change.patch };
  const facts: OrderEventFacts = {
    id: row.id,
    userId: row.userId,
    partnerApiKey: row.partnerApiKey,
    status: change.to,
    isBuyOrSell: after.isBuyOrSell,
    paymentMethod: after.paymentMethod,
    createdAt: row.createdAt,
    autoExpiresAt: after.autoExpiresAt ?? null,
    statusChangedAt: change.at,
  };
  try {
    return await writeWithParts(db, written, [{ name: 'history', body: history }, ...(await parts(facts, isWrittenSql))]);
  } catch (error) {
    if (isCheckViolation(error)) return null;
    throw error;
  }
}

/** Payment details that do not change the status, set only while the status is still `status`. */
export async function patchOrderRow(
  db: Database,
  { id, status, patch, at }: { id: string; status: OrderStatus; patch: OrderPatch; at: Date },
): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({ ...patch, updatedAt: at, version: sql`${orders.version} + 1` })
    .where(and(eq(orders.id, id), eq(orders.status, status)))
    .returning();
  return row ?? null;
}
