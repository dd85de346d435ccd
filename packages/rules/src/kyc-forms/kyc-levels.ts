import { KYC_LEVEL_LIMITS, type KycLevel } from '@ferry/contracts';
import { Dec } from '../pricing/decimal.js';

export const KYC_LEVEL_ORDER: readonly KycLevel[] = ['SIMPLE', 'STANDARD', 'ENHANCED'];

export function kycLevelRank(level: KycLevel | null | undefined): number {
  return level ? KYC_LEVEL_ORDER.indexOf(level) : -1;
}

export function higherKycLevel(a: KycLevel, b: KycLevel | null | undefined): KycLevel {
  return kycLevelRank(b) > kycLevelRank(a) ? (b as KycLevel) : a;
}

/**
 * A level's number as the spec names them: SIMPLE (Level 1), STANDARD (Level 2), ENHANCED
 * (Level 3). The widget words it ('Level 2', 'Stufe 2') in its catalogue.
 */
export function kycLevelNumber(level: KycLevel): number {
  return kycLevelRank(level) + 1;
}

/** The per-order limit of a level in a fiat; null means no limit (ENHANCED) or a fiat without one. */
export function kycLevelLimit(level: KycLevel, fiatCurrency: string): string | null {
  if (level === 'ENHANCED') return null;
  return KYC_LEVEL_LIMITS[level][fiatCurrency] ?? null;
}

/**
 * The level an order of this amount needs: SIMPLE up to its limit, STANDARD up to its limit,
 * ENHANCED above. A fiat without limits needs STANDARD (never less than a checked identity).
 */
export function requiredKycLevel({ fiatAmount, fiatCurrency }: { fiatAmount: string; fiatCurrency: string }): KycLevel {
  const simple = kycLevelLimit('SIMPLE', fiatCurrency);
  const standard = kycLevelLimit('STANDARD', fiatCurrency);
  if (simple === null || standard === null) return 'STANDARD';
  const amount = new Dec(fiatAmount);
  if (amount.lte(simple)) return 'SIMPLE';
  if (amount.lte(standard)) return 'STANDARD';
  return 'ENHANCED';
}
