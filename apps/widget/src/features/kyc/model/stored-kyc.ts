import { type FormField, FormValues, type KycFormId, KycSession } from '@ferry/contracts';
import { z } from 'zod';
import { sessionStore } from '../../../stores/session-store.js';

/**
 * The stored `kycForms` item (spec 000 section 3 "Stored locally"): the last KYC session and what
 * the user typed in each form, so a reload loses nothing. Drafts belong to one user; SSNs and
 * other secrets are never written.
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

export function readDraft(userId: string, formId: KycFormId): FormValues | undefined {
  const { drafts } = read();
  return drafts?.userId === userId ? drafts.forms[formId] : undefined;
}

/** Only what may sit in session storage: SSNs are left out. */
export function draftable(fields: readonly FormField[], values: FormValues): FormValues {
  const kept: FormValues = {};
  for (const field of fields) {
    if (field.type === 'ssn' || field.disabled) continue;
    const value = values[field.id];
    if (value !== undefined) kept[field.id] = value;
  }
  return kept;
}

export function saveDraft(userId: string, formId: KycFormId, values: FormValues): void {
  const stored = read();
  const forms = stored.drafts?.userId === userId ? stored.drafts.forms : {};
  sessionStore.set('kycForms', { ...stored, drafts: { userId, forms: { ...forms, [formId]: values } } });
}

export function clearDraft(userId: string, formId: KycFormId): void {
  const stored = read();
  if (stored.drafts?.userId !== userId) return;
  const forms = { ...stored.drafts.forms };
  delete forms[formId];
  sessionStore.set('kycForms', { ...stored, drafts: { userId, forms } });
}
