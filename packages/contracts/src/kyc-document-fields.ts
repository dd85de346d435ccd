/**
 * The document fields of the KYC forms and the formats each accepts. The server's documents module reads
 * this to check uploads; the forms are built from it. (No imports of services here: both sides use it.)
 */
export const KYC_DOCUMENT_FIELDS = {
  proofOfIncome: {
    name: 'Proof of Income',
    description: 'A payslip, tax return or bank statement from the last 3 months.',
    acceptableFormats: [{ type: 'application/pdf' }, { type: 'image/png' }, { type: 'image/jpeg' }],
  },
  proofOfAddress: {
    name: 'Proof of Address',
    description: 'A utility bill or bank statement from the last 3 months showing your address.',
    acceptableFormats: [{ type: 'application/pdf' }, { type: 'image/png' }, { type: 'image/jpeg' }],
  },
} as const;

export type KycDocumentFieldId = keyof typeof KYC_DOCUMENT_FIELDS;

export function kycDocumentField(docId: string): (typeof KYC_DOCUMENT_FIELDS)[KycDocumentFieldId] | null {
  return Object.hasOwn(KYC_DOCUMENT_FIELDS, docId) ? KYC_DOCUMENT_FIELDS[docId as KycDocumentFieldId] : null;
}
