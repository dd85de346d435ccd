import { KYC_DOCUMENT_FIELDS, type KycForm } from '@ferry/contracts';
import type { Texts } from '../../../i18n/texts.js';
import { field, form, hint } from './field.js';

/** The source-of-funds documents; each field's words are `form.documentProof.<fieldId>.name` and `.description`. */
export function documentProofForm(t: Texts): KycForm {
  return form(t, 'documentProof', [
    hint('documentHint', t('form.documentProof.hint')),
    ...Object.entries(KYC_DOCUMENT_FIELDS).map(([id, spec]) =>
      field({
        id,
        type: 'document',
        name: t(`form.documentProof.${id}.name`),
        description: t(`form.documentProof.${id}.description`),
        acceptableFormats: [...spec.acceptableFormats],
      }),
    ),
  ]);
}
