import type { IdProofData, KycForm, KycRelianceData, KycUpgradeData } from '@ferry/contracts';
import type { Texts } from '../../../i18n/texts.js';
import { form, hint } from './field.js';

const screen: Partial<KycForm> = { noSubmit: true, endpoint: null, supportAutoSubmit: false, onSubmit: ['refreshForms'] };

/** The external ID-proof and selfie step: the provider's page does the work, the widget polls. */
export function idProofForm(t: Texts, data: IdProofData): KycForm {
  return form(t, 'idProof', [hint('idProofHint', t('form.idProof.hint'))], { ...screen, data });
}

export function kycUpgradeForm(t: Texts, data: KycUpgradeData): KycForm {
  return form(t, 'kycUpgrade', [], {
    ...screen,
    hideProgress: true,
    bannerMessage: t('form.kycUpgrade.banner'),
    data,
  });
}

/** The KYC refresh notice (spec 000 section 8), `form.kycDetailsExpired.banner`. */
export function kycDetailsExpiredForm(t: Texts): KycForm {
  return form(t, 'kycDetailsExpired', [], { ...screen, hideProgress: true, bannerMessage: t('form.kycDetailsExpired.banner') });
}

export function kycRelianceForm(t: Texts, data: KycRelianceData): KycForm {
  return form(t, 'kycReliance', [], { ...screen, hideProgress: true, data });
}
