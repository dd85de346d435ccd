import type { IdProofData, KycForm, KycRelianceData, KycUpgradeData } from '@ferry/contracts';
import { form, hint } from './field.js';

const screen: Partial<KycForm> = { noSubmit: true, endpoint: null, supportAutoSubmit: false, onSubmit: ['refreshForms'] };

/** The external ID-proof and selfie step: the provider's page does the work, the widget polls. */
export function idProofForm(data: IdProofData): KycForm {
  return form(
    'idProof',
    [hint('idProofHint', 'Take a photo of your ID document and a selfie on our verification partner’s secure page. It takes about 2 minutes.')],
    { ...screen, data },
  );
}

export function kycUpgradeForm(data: KycUpgradeData): KycForm {
  return form('kycUpgrade', [], {
    ...screen,
    hideProgress: true,
    bannerMessage: 'This order is above the limit of your current verification level.',
    data,
  });
}

/** The KYC refresh notice (spec 000 section 8). */
export const KYC_REFRESH_NOTICE =
  'Our KYC provider regularly re-verifies customer details in line with its Terms of Service. Please re-verify your KYC details to continue placing orders.';

export function kycDetailsExpiredForm(): KycForm {
  return form('kycDetailsExpired', [], { ...screen, hideProgress: true, bannerMessage: KYC_REFRESH_NOTICE });
}

export function kycRelianceForm(data: KycRelianceData): KycForm {
  return form('kycReliance', [], { ...screen, hideProgress: true, data });
}
