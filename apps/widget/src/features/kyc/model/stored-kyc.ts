import { FormValues, KycSession } from '@ferry/contracts';
import { z } from 'zod';
import { sessionStore } from '../../../stores/session-store.js';

/**
 * The stored `kycForms` item (spec 000 section 3 "Stored locally"): the last KYC session, beside
 * what the user typed in each form (the drafts of src/forms/form-drafts.ts).
 */
const StoredKycForms = z.object({
  session: KycSession.nullable(),
  drafts: z.object({ userId: z.string(), forms: z.partialRecord(z.string(), FormValues) }).nullable(),
});
type StoredKycForms = z.infer<typeof StoredKycForms>;

function read(): StoredKycForms {
  return StoredKycForms.safeParse(sessionStore.get('kycForms')).data ?? { session: null, drafts: null };
}

export function saveKycSession(session: KycSession): void {
  sessionStore.set('kycForms', { ...read(), session });
}
