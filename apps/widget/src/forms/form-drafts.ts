import { type FormField, FormValues } from '@ferry/contracts';
import { z } from 'zod';
import { sessionStore } from '../stores/session-store.js';

/**
 * What the user typed in each server form (KYC and order forms), kept in the stored `kycForms`
 * item beside the KYC session, so a reload loses nothing. Drafts belong to one user; SSNs and
 * other secrets are never written.
 */
const StoredDrafts = z.object({
  drafts: z.object({ userId: z.string(), forms: z.partialRecord(z.string(), FormValues) }).nullable().catch(null),
});

function read(): { stored: Record<string, unknown>; drafts: z.infer<typeof StoredDrafts>['drafts'] } {
  const stored = sessionStore.get('kycForms');
  const record = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return { stored: record, drafts: StoredDrafts.safeParse(record).data?.drafts ?? null };
}

export function readDraft(userId: string, formId: string): FormValues | undefined {
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

export function saveDraft(userId: string, formId: string, values: FormValues): void {
  const { stored, drafts } = read();
  const forms = drafts?.userId === userId ? drafts.forms : {};
  sessionStore.set('kycForms', { session: null, ...stored, drafts: { userId, forms: { ...forms, [formId]: values } } });
}

export function clearDraft(userId: string, formId: string): void {
  const { stored, drafts } = read();
  if (drafts?.userId !== userId) return;
  const forms = { ...drafts.forms };
  delete forms[formId];
  sessionStore.set('kycForms', { session: null, ...stored, drafts: { userId, forms } });
}
