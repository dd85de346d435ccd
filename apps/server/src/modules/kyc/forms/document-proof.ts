import { KYC_DOCUMENT_FIELDS, type KycForm } from '@ferry/contracts';
import { field, form, hint } from './field.js';

export function documentProofForm(): KycForm {
  return form('documentProof', [
    hint('documentHint', 'Upload clear copies, each under 5 MB, as PDF, PNG or JPEG.'),
    ...Object.entries(KYC_DOCUMENT_FIELDS).map(([id, spec]) =>
      field({ id, type: 'document', name: spec.name, description: spec.description, acceptableFormats: [...spec.acceptableFormats] }),
    ),
  ]);
}
