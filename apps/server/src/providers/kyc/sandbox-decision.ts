import { SANDBOX_KYC_DECISION_MS } from '@ferry/contracts';
import type { KycDecision } from './kyc-provider.js';

/** The reasons a sandbox rejection gives (DESIGN.md: a first name of `Reject`). */
export const SANDBOX_REJECTION = {
  reason: 'Identity documents could not be verified',
  details: [
    'The name on your ID document does not match the name you entered.',
    'The selfie does not match the photo on your ID document.',
  ],
};

type StoredApplication = {
  firstName: string;
  submittedAt: Date;
  decision: string | null;
  decisionReasons: string[];
  decidedAt: Date | null;
};

/**
 * Decided on read, so it needs no timer and survives restarts (DESIGN.md sandbox conventions):
 * approved a few seconds after submission, except a first name of `Reject` (rejected with
 * reasons) or `Review` (held until the sandbox console decides).
 */
export function sandboxDecision(application: StoredApplication, now: Date): KycDecision {
  if (application.decision === 'APPROVED') return { status: 'APPROVED', decidedAt: application.decidedAt ?? now };
  if (application.decision === 'REJECTED') {
    return {
      status: 'REJECTED',
      decidedAt: application.decidedAt ?? now,
      reason: SANDBOX_REJECTION.reason,
      details: application.decisionReasons.length > 0 ? application.decisionReasons : SANDBOX_REJECTION.details,
    };
  }
  const firstName = application.firstName.trim().toLowerCase();
  if (firstName === 'review') return { status: 'IN_REVIEW' };
  const decidedAt = new Date(application.submittedAt.getTime() + SANDBOX_KYC_DECISION_MS);
  if (now < decidedAt) return { status: 'PENDING' };
  if (firstName === 'reject') return { status: 'REJECTED', decidedAt, ...SANDBOX_REJECTION };
  return { status: 'APPROVED', decidedAt };
}

/** Sandbox share tokens: one containing `fail` fails, one containing `more-info` needs the address. */
export function relianceOutcomeOf(token: string): 'DONE' | 'FAILED' | 'MORE_INFO' {
  const lower = token.toLowerCase();
  if (lower.includes('fail')) return 'FAILED';
  if (lower.includes('more-info')) return 'MORE_INFO';
  return 'DONE';
}

export const SANDBOX_SHARED_PERSON = {
  firstName: 'Sam',
  lastName: 'Shared',
  dateOfBirth: '1990-01-01',
  mobileNumber: '+4915112345678',
  address: {
    countryCode: 'DE',
    addressLine1: 'Alexanderplatz 1',
    addressLine2: '',
    state: 'Berlin',
    city: 'Berlin',
    postCode: '10178',
  },
};
