import type { IdProofData, KycForm, KycFormId, KycRelianceData, KycUpgradeData } from '@ferry/contracts';
import { addressForm, type CountryOption } from './address.js';
import { documentProofForm } from './document-proof.js';
import { personalDetailsForm } from './personal-details.js';
import { purposeOfUsageForm } from './purpose-of-usage.js';
import { idProofForm, kycDetailsExpiredForm, kycRelianceForm, kycUpgradeForm } from './special-screens.js';
import { sourceOfIncomeForm } from './source-of-income.js';
import { usSsnForm } from './us-ssn.js';

export type FormInputs = {
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

/** The definition the server validates a submit against: the same one the widget was given. */
export function submittableForm(formId: SubmittableFormId, inputs: Pick<FormInputs, 'email' | 'countries' | 'stored'>): KycForm {
  switch (formId) {
    case 'personalDetails':
      return personalDetailsForm({ email: inputs.email, stored: inputs.stored(formId) });
    case 'address':
      return addressForm({ countries: inputs.countries, stored: inputs.stored(formId) });
    case 'usSSN':
      return usSsnForm();
    case 'purposeOfUsage':
      return purposeOfUsageForm({ stored: inputs.stored(formId) });
    case 'sourceOfIncome':
      return sourceOfIncomeForm();
    case 'documentProof':
      return documentProofForm();
  }
}

/** A form as the widget receives it; special screens need their data. */
export function buildForm(formId: KycFormId, inputs: FormInputs): KycForm | null {
  if (isSubmittableForm(formId)) return submittableForm(formId, inputs);
  if (formId === 'idProof') return inputs.idProof ? idProofForm(inputs.idProof) : null;
  if (formId === 'kycReliance') return inputs.reliance ? kycRelianceForm(inputs.reliance) : null;
  if (formId === 'kycUpgrade') return inputs.upgrade ? kycUpgradeForm(inputs.upgrade) : null;
  return kycDetailsExpiredForm();
}
