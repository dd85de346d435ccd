import type { KycFlowType, KycFormId, KycLevel, SubmissionStatus } from '@ferry/contracts';
import { kycLevelRank } from '@ferry/rules';

/** The forms a level needs, in the order they are asked (usSSN only for a US address, the ID step last). */
export function levelForms(level: KycLevel, addressCountry: string | null): KycFormId[] {
  const forms: KycFormId[] = ['personalDetails', 'address'];
  if (addressCountry === 'US') forms.push('usSSN');
  forms.push('purposeOfUsage');
  if (level === 'ENHANCED') forms.push('sourceOfIncome', 'documentProof');
  // The external ID step comes last: once done, the widget leaves the forms for the profile.
  if (kycLevelRank(level) >= kycLevelRank('STANDARD')) forms.push('idProof');
  return forms;
}

/** A KYC refresh verifies who the user is again: personal details, address, and the ID step above SIMPLE. */
function refreshForms(highest: KycLevel): KycFormId[] {
  const forms: KycFormId[] = ['personalDetails', 'address'];
  if (kycLevelRank(highest) >= kycLevelRank('STANDARD')) forms.push('idProof');
  return forms;
}

export type JourneyState = {
  status: SubmissionStatus;
  highestApprovedLevel: KycLevel | null;
  riskEnginePromote: boolean;
  refreshDueAt: Date | null;
  /** When each form was last submitted. */
  submissions: ReadonlyMap<KycFormId, Date>;
  addressCountry: string | null;
  hasPendingReliance: boolean;
};

export type Journey = {
  requiredLevel: KycLevel;
  flowType: KycFlowType;
  isKycRefresh: boolean;
  /** Approved at a level that covers the requirement, and not due for a refresh. */
  isApproved: boolean;
  /** Submitted or rejected: there is nothing to fill, only to wait (or to read why). */
  isWaiting: boolean;
  /** Every step of this journey, done ones included ('KYC Step n/m'). */
  steps: KycFormId[];
  /** What is left to show, special screens first. */
  pending: KycFormId[];
  /** Every step is done: the application can go to the provider. */
  isReadyToSubmit: boolean;
};

/**
 * Which forms a user must fill (spec 000 section 4 "KYC forms"): decided from the level the
 * order needs, the user's country and what is already done. The risk engine can raise the
 * level to ENHANCED; approved details past their refresh date must be verified again.
 */
export function planJourney(state: JourneyState, { orderLevel, now }: { orderLevel: KycLevel; now: Date }): Journey {
  const requiredLevel: KycLevel = state.riskEnginePromote ? 'ENHANCED' : orderLevel;
  const highest = state.highestApprovedLevel;
  const isRefreshDue = highest !== null && state.refreshDueAt !== null && now >= state.refreshDueAt;
  const isApproved = kycLevelRank(highest) >= kycLevelRank(requiredLevel) && !isRefreshDue;
  const isWaiting = !isApproved && (state.status === 'SUBMITTED' || state.status === 'REJECTED');
  const base = { requiredLevel, isKycRefresh: isRefreshDue, isApproved, isWaiting };
  const flowType: KycFlowType = state.hasPendingReliance ? 'RELIANCE' : isRefreshDue ? 'REFRESH' : highest ? 'UPGRADE' : 'STANDARD';
  if (isApproved || isWaiting) return { ...base, flowType, steps: [], pending: [], isReadyToSubmit: false };

  const wanted = levelForms(requiredLevel, state.addressCountry);
  const alreadyHeld = highest ? levelForms(highest, state.addressCountry) : [];
  const toRefresh = isRefreshDue && highest ? refreshForms(highest) : [];
  // A form never filled is a step even at a level already held (a move to the US asks for the SSN).
  const candidates = levelForms('ENHANCED', state.addressCountry).filter((form) => wanted.includes(form) || toRefresh.includes(form));
  const steps = candidates.filter((form) => toRefresh.includes(form) || !alreadyHeld.includes(form) || !state.submissions.has(form));
  const isDone = (form: KycFormId) => {
    const submittedAt = state.submissions.get(form);
    if (!submittedAt) return false;
    return !(toRefresh.includes(form) && state.refreshDueAt && submittedAt < state.refreshDueAt);
  };
  const left = steps.filter((form) => !isDone(form));
  const intro: KycFormId[] = [];
  if (state.hasPendingReliance) intro.push('kycReliance');
  // The notice opens the journey only: once a step is done it is not shown again.
  const isStart = left.length > 0 && left.length === steps.length;
  if (isStart && isRefreshDue) intro.push('kycDetailsExpired');
  else if (isStart && highest) intro.push('kycUpgrade');
  return {
    ...base,
    flowType,
    steps,
    pending: [...intro, ...left],
    isReadyToSubmit: !state.hasPendingReliance && left.length === 0,
  };
}
