import type { KycFormId } from '@ferry/contracts';

/** KYC step messages (spec 000 section 5), shown while the step is incomplete. */
export const KYC_STEP_MESSAGES: Partial<Record<KycFormId, string>> = {
  purposeOfUsage: 'Please select at least one purpose to proceed ahead',
  sourceOfIncome: 'Please select answers to all the questions',
  documentProof: 'Please upload all the necessary documents',
  usSSN: 'Please enter SSN number',
};

/**
 * The progress of a form in its journey, 'KYC Step n/m': m counts every step of the journey,
 * done ones included; forms that hide progress are not steps.
 */
export function kycStepOf(
  session: { totalSteps: number; forms: ReadonlyArray<{ id: string; hideProgress: boolean }> },
  formId: string,
): { step: number; total: number } | null {
  const steps = session.forms.filter((form) => !form.hideProgress);
  const index = steps.findIndex((form) => form.id === formId);
  if (index < 0) return null;
  const done = Math.max(0, session.totalSteps - steps.length);
  return { step: done + index + 1, total: Math.max(session.totalSteps, steps.length) };
}
