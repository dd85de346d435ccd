import { ErrorCode, isLanguage, type PartnerInfo, Product } from '@ferry/contracts';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { findPartnerByApiKey, type PartnerRow } from './partners.repository.js';

export function toPartnerInfo(row: PartnerRow): PartnerInfo {
  return {
    apiKey: row.apiKey,
    company: row.company,
    brand: row.brand,
    logo: row.logo,
    productsAvailed: row.productsAvailed.filter((product) => Product.safeParse(product).success) as PartnerInfo['productsAvailed'],
    isNftEnabled: row.isNftEnabled,
    buyFeePercentage: row.buyFeePercentage,
    sellFeePercentage: row.sellFeePercentage,
    kybStatus: row.kybStatus as PartnerInfo['kybStatus'],
    status: row.status as PartnerInfo['status'],
    isFerryOneEnabled: row.isFerryOneEnabled,
    removePoweredBy: row.removePoweredBy,
    isFerryOwnPartner: row.isFerryOwnPartner,
    defaultLanguage: isLanguage(row.defaultLanguage) ? row.defaultLanguage : 'en',
  };
}

/** A host is allowed when the partner lists none, or it is a listed domain or a subdomain of one. */
export function isHostAllowed(allowedDomains: string[], hostname: string | undefined): boolean {
  if (allowedDomains.length === 0) return true;
  if (!hostname) return false;
  const host = hostname.toLowerCase();
  return allowedDomains.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/**
 * The one gate every partner-scoped call goes through: the key exists, the partner is active
 * and its KYB is approved (spec 000 sections 4 and 8).
 */
export async function requireActivePartner(
  ctx: AppContext,
  { apiKey, hostname }: { apiKey: string; hostname?: string | undefined },
): Promise<PartnerInfo> {
  const row = await findPartnerByApiKey(ctx.db, apiKey);
  if (!row) throw new AppError(ErrorCode.PARTNER_NOT_FOUND, 'Invalid API Key');
  if (row.status !== 'ACTIVE') {
    throw new AppError(ErrorCode.PARTNER_INACTIVE, `${row.company} has been disabled because of suspicious activity.`, { params: { company: row.company } });
  }
  if (row.kybStatus !== 'APPROVED') {
    throw new AppError(
      ErrorCode.PARTNER_KYB_NOT_APPROVED,
      `${row.company}'s API key is not active. Please complete the KYB to go live with us.`,
      { params: { company: row.company } },
    );
  }
  const ownHost = new URL(ctx.config.publicUrl).hostname;
  if (hostname !== undefined && hostname !== ownHost && !isHostAllowed(row.allowedDomains, hostname)) {
    throw new AppError(
      ErrorCode.PARTNER_DOMAIN_NOT_ALLOWED,
      'There appears to be an issue with your current product integration. Please contact the partner to resolve it.',
    );
  }
  return toPartnerInfo(row);
}

const FRAME_DOMAINS_TTL_MS = 30_000;
const frameDomains = new Map<string, { domains: string[]; until: number }>();

/**
 * The partner's allowed domains (none listed: any site), which frame its widget and receive its
 * users back (redirectURL).
 * Read on every widget page load, so remembered for 30 s per key; an unknown key has none.
 */
export async function allowedDomainsOf(ctx: AppContext, apiKey: string | null): Promise<string[]> {
  if (!apiKey || apiKey.length > 100) return [];
  const cached = frameDomains.get(apiKey);
  if (cached && cached.until > Date.now()) return cached.domains;
  const domains = (await findPartnerByApiKey(ctx.db, apiKey))?.allowedDomains ?? [];
  if (frameDomains.size > 10_000) frameDomains.clear();
  frameDomains.set(apiKey, { domains, until: Date.now() + FRAME_DOMAINS_TTL_MS });
  return domains;
}
