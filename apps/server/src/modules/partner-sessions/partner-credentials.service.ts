import { ErrorCode, type PartnerInfo } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { requireActivePartner } from '../partners/partners.service.js';
import {
  findPartnerCredentials,
  type PartnerCredentials,
} from './partner-credentials.repository.js';
import { secretsMatch } from './tokens.js';

/** Compared against when the key has no secret, so an unknown key costs the same time. */
const NO_SECRET = 'no secret: never matches a partner';

/** The partner's secret and signing setting; a key without a secret row has none. */
export async function partnerCredentials(
  ctx: AppContext,
  apiKey: string,
): Promise<PartnerCredentials> {
  return findPartnerCredentials(ctx.db, apiKey);
}

/**
 * The partner API (server to server) authenticates with X-Api-Key and X-Partner-Secret. A wrong
 * key and a wrong secret answer alike, then the partner must pass the usual active/KYB gate.
 */
export async function authenticatePartner(
  ctx: AppContext,
  { apiKey, secret }: { apiKey: string | undefined; secret: string | undefined },
): Promise<PartnerInfo> {
  const refuse = () =>
    new AppError(
      ErrorCode.PARTNER_UNAUTHORIZED,
      'Send the partner API key in X-Api-Key and its secret in X-Partner-Secret.',
    );
  if (!apiKey || !secret || apiKey.length > 100 || secret.length > 200) throw refuse();
  const { secret: stored } = await findPartnerCredentials(ctx.db, apiKey);
  const isMatch = secretsMatch(secret, stored ?? NO_SECRET);
  if (!stored || !isMatch) throw refuse();
  return requireActivePartner(ctx, { apiKey });
}
