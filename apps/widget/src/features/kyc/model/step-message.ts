import type { KycForm } from '@ferry/contracts';
import { t } from '../../../i18n/i18n.js';

/**
 * The step message shown while a form is incomplete (spec 000 section 5), worded by the form's
 * id in the active language; a form the widget has no text for shows the server's message.
 */
export function stepMessageText(form: Pick<KycForm, 'id' | 'message'>): string | undefined {
  if (!form.message) return undefined;
  switch (form.id) {
    case 'purposeOfUsage':
      return t('kyc.stepMessage.purposeOfUsage');
    case 'sourceOfIncome':
      return t('kyc.stepMessage.sourceOfIncome');
    case 'documentProof':
      return t('kyc.stepMessage.documentProof');
    case 'usSSN':
      return t('kyc.stepMessage.usSSN');
    default:
      return form.message;
  }
}
