import { KycFormId, KycLevel, SubmissionStatus } from '@ferry/contracts';
import type { JourneyState } from './journey.js';
import type { KycProfileRow, KycSubmissionRow } from './kyc.repository.js';

/** A user's KYC as read (and advanced) in one call. A user who never started has no profile. */
export type KycSnapshot = {
  profile: KycProfileRow | null;
  submissions: Map<KycFormId, KycSubmissionRow>;
  hasPendingReliance: boolean;
};

export const levelOf = (value: string | null | undefined): KycLevel | null => KycLevel.safeParse(value).data ?? null;
export const statusOf = (value: string | null | undefined): SubmissionStatus => SubmissionStatus.catch('NOT_SUBMITTED').parse(value);

export function submissionsById(rows: KycSubmissionRow[]): Map<KycFormId, KycSubmissionRow> {
  const map = new Map<KycFormId, KycSubmissionRow>();
  for (const row of rows) {
    const id = KycFormId.safeParse(row.formId);
    if (id.success) map.set(id.data, row);
  }
  return map;
}

export function storedValues(snapshot: KycSnapshot, formId: KycFormId): Record<string, unknown> | undefined {
  return snapshot.submissions.get(formId)?.values;
}

export function addressCountryOf(snapshot: KycSnapshot): string | null {
  const value = storedValues(snapshot, 'address')?.countryCode;
  return typeof value === 'string' ? value : null;
}

export function journeyStateOf(snapshot: KycSnapshot): JourneyState {
  const { profile } = snapshot;
  return {
    status: statusOf(profile?.status),
    highestApprovedLevel: levelOf(profile?.highestApprovedLevel),
    riskEnginePromote: profile?.riskEnginePromote ?? false,
    refreshDueAt: profile?.refreshDueAt ?? null,
    submissions: new Map([...snapshot.submissions].map(([id, row]) => [id, row.submittedAt])),
    addressCountry: addressCountryOf(snapshot),
    hasPendingReliance: snapshot.hasPendingReliance,
  };
}
