import type { IdProofData, KycForm, KycFormId, KycRelianceData, KycUpgradeData, Language } from '@ferry/contracts';
import { textsIn } from '../../../i18n/texts.js';
import { addressForm, type CountryOption } from './address.js';
import { documentProofForm } from './document-proof.js';
import { personalDetailsForm } from './personal-details.js';
import { purposeOfUsageForm } from './purpose-of-usage.js';
import { idProofForm, kycDetailsExpiredForm, kycRelianceForm, kycUpgradeForm } from './special-screens.js';
import { sourceOfIncomeForm } from './source-of-income.js';
import { usSsnForm } from './us-ssn.js';

export type FormInputs = {
  /** The language the form's words are in: the caller's for the widget, English for the definition a submit is checked against. */
  language: Language;
  email: string;
  countries: CountryOption[];
  stored: (formId: KycFormId) => Record<string, unknown> | undefined;
  idProof?: IdProofData;
  reliance?: KycRelianceData;
  upgrade?: KycUpgradeData;
};

/** Forms whose values are sent and checked; the rest are screens. */
export type SubmittableFormId = Exclude<KycFormId, 'idProof' | 'kycUpgrade' | 'kycDetailsExpired' | 'kycReliance'>;

export function isSubmittableForm(formId: KycFormId): formId is SubmittableFormId {
  return !['idProof', 'kycUpgrade', 'kycDetailsExpired', 'kycReliance'].includes(formId);
}

/** The definition the server validates a submit against: the same one the widget was given (its words aside). */
export function submittableForm(formId: SubmittableFormId, inputs: Pick<FormInputs, 'language' | 'email' | 'countries' | 'stored'>): KycForm {
  const t = textsIn(inputs.language);
  switch (formId) {
    case 'personalDetails':
      return personalDetailsForm(t, { email: inputs.email, stored: inputs.stored(formId) });
    case 'address':
      return addressForm(t, { countries: inputs.countries, stored: inputs.stored(formId) });
    case 'usSSN':
      return usSsnForm(t);
    case 'purposeOfUsage':
      return purposeOfUsageForm(t, { stored: inputs.stored(formId) });
    case 'sourceOfIncome':
      return sourceOfIncomeForm(t);
    case 'documentProof':
      return documentProofForm(t);
  }
}

/** A form as the widget receives it, in the caller's language; special screens need their data. */
export function buildForm(formId: KycFormId, inputs: FormInputs): KycForm | null {
  if (isSubmittableForm(formId)) return submittableForm(formId, inputs);
  const t = textsIn(inputs.language);
  if (formId === 'idProof') return inputs.idProof ? idProofForm(t, inputs.idProof) : null;
  if (formId === 'kycReliance') return inputs.reliance ? kycRelianceForm(t, inputs.reliance) : null;
  if (formId === 'kycUpgrade') return inputs.upgrade ? kycUpgradeForm(t, inputs.upgrade) : null;
  return kycDetailsExpiredForm(t);
}
