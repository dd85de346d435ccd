import type { KycLevel } from '@ferry/contracts';
import { kycLevelNumber } from '@ferry/rules';
import { t } from './i18n.js';

/** A KYC level as the profile, My Limits and the upgrade screen show it: 'Level 2 (STANDARD)' (screens catalogue). */
export function kycLevelText(level: KycLevel): string {
  return t('kycLevel.named', { number: kycLevelNumber(level), level });
}
