import { paths } from '../../../config/paths.js';

/**
 * Where the flow goes when no form is left (spec 000 section 4 "KYC forms", section 2 "Targets"):
 * confirm order when there is an order to confirm (its pre-order routing sends a user whose KYC
 * is not approved yet to the profile), otherwise the profile.
 */
export function pathAfterKyc({ hasQuote }: { hasQuote: boolean }): string {
  return hasQuote ? paths.confirmOrder : paths.profile;
}

export function kycFormPath(formId: string): string {
  return `${paths.kycForms}/${formId}`;
}
