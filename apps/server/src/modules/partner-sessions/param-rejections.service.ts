import type { ParamRejection, RejectedWidgetParam } from '@ferry/contracts';
import { isSignedOnlyParam } from '@ferry/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import {
  deleteParamRejectionsBefore,
  insertParamRejections,
  listParamRejections,
} from './param-rejections.repository.js';

/** Rejections are kept this long for the partner to read. */
const RETENTION_DAYS = 30;
const LIST_LIMIT = 100;

/** Values that identify a person or where their money goes are not kept: the name and reason say enough. */
const isPersonal = (name: string) =>
  isSignedOnlyParam(name) || name === 'kycShareToken' || name === 'partnerCustomerId';

export function keptValue(entry: RejectedWidgetParam): string {
  return isPersonal(entry.name) ? '[redacted]' : entry.value;
}

/** What the widget refused at start: logged (names and reasons only) and kept for the partner. */
export async function recordParamRejections(
  ctx: AppContext,
  {
    apiKey,
    rejected,
    log,
  }: { apiKey: string; rejected: RejectedWidgetParam[]; log: FastifyBaseLogger },
): Promise<{ recorded: number }> {
  const now = ctx.now();
  log.warn(
    { partnerApiKey: apiKey, rejected: rejected.map(({ name, reason }) => ({ name, reason })) },
    'widget parameters rejected',
  );
  await deleteParamRejectionsBefore(
    ctx.db,
    apiKey,
    new Date(now.getTime() - RETENTION_DAYS * 86_400_000),
  );
  await insertParamRejections(
    ctx.db,
    rejected.map((entry) => ({
      partnerApiKey: apiKey,
      name: entry.name,
      value: keptValue(entry),
      reason: entry.reason,
      reportedAt: now,
    })),
  );
  return { recorded: rejected.length };
}

export async function listPartnerParamRejections(
  ctx: AppContext,
  { apiKey }: { apiKey: string },
): Promise<ParamRejection[]> {
  const rows = await listParamRejections(ctx.db, apiKey, LIST_LIMIT);
  return rows.map((row) => ({ ...row, reportedAt: row.reportedAt.toISOString() }));
}
