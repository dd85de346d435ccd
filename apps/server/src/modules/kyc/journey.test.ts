import type { KycFormId } from '@ferry/contracts';
import { describe, expect, it } from 'vitest';
import { type JourneyState, planJourney } from './journey.js';

const now = new Date('2031-01-10T00:00:00.000Z');
const before = new Date('2031-01-01T00:00:00.000Z');
const fresh: JourneyState = {
  status: 'NOT_SUBMITTED',
  highestApprovedLevel: null,
  riskEnginePromote: false,
  refreshDueAt: null,
  submissions: new Map(),
  addressCountry: null,
  hasPendingReliance: false,
};
const done = (...ids: KycFormId[]) => new Map(ids.map((id) => [id, before] as const));

describe('which forms a user must fill (spec 000 section 4 "KYC forms")', () => {
  it('SIMPLE asks personal details, address and purpose; a US address adds the SSN', () => {
    expect(planJourney(fresh, { orderLevel: 'SIMPLE', now }).pending).toEqual(['personalDetails', 'address', 'purposeOfUsage']);
    expect(planJourney({ ...fresh, addressCountry: 'US' }, { orderLevel: 'SIMPLE', now }).pending).toEqual([
      'personalDetails',
      'address',
      'usSSN',
      'purposeOfUsage',
    ]);
  });
  it('is ready to submit once every step is done, and asks nothing while submitted or rejected', () => {
    const all = done('personalDetails', 'address', 'purposeOfUsage');
    expect(planJourney({ ...fresh, submissions: all }, { orderLevel: 'SIMPLE', now })).toMatchObject({ pending: [], isReadyToSubmit: true });
    for (const status of ['SUBMITTED', 'REJECTED'] as const) {
      expect(planJourney({ ...fresh, status }, { orderLevel: 'SIMPLE', now })).toMatchObject({ pending: [], isWaiting: true, isReadyToSubmit: false });
    }
  });
  it('an approved level covers smaller orders, even while an upgrade is in review', () => {
    const state = { ...fresh, status: 'SUBMITTED' as const, highestApprovedLevel: 'STANDARD' as const };
    expect(planJourney(state, { orderLevel: 'SIMPLE', now }).isApproved).toBe(true);
    expect(planJourney(state, { orderLevel: 'ENHANCED', now })).toMatchObject({ isApproved: false, isWaiting: true });
  });
  it('the upgrade notice opens an upgrade and is not shown again once a step is done', () => {
    const state = { ...fresh, status: 'APPROVED' as const, highestApprovedLevel: 'STANDARD' as const, submissions: done('personalDetails', 'address', 'purposeOfUsage', 'idProof') };
    expect(planJourney(state, { orderLevel: 'ENHANCED', now }).pending).toEqual(['kycUpgrade', 'sourceOfIncome', 'documentProof']);
    const halfway = { ...state, submissions: new Map([...state.submissions, ['sourceOfIncome', now] as const]) };
    expect(planJourney(halfway, { orderLevel: 'ENHANCED', now }).pending).toEqual(['documentProof']);
  });
  it('details past their refresh date must be verified again; forms sent after that date count', () => {
    const state = {
      ...fresh,
      status: 'APPROVED' as const,
      highestApprovedLevel: 'STANDARD' as const,
      refreshDueAt: new Date('2031-01-05T00:00:00.000Z'),
      submissions: done('personalDetails', 'address', 'purposeOfUsage', 'idProof'),
    };
    const journey = planJourney(state, { orderLevel: 'SIMPLE', now });
    expect(journey).toMatchObject({ isApproved: false, isKycRefresh: true, flowType: 'REFRESH' });
    expect(journey.pending).toEqual(['kycDetailsExpired', 'personalDetails', 'address', 'idProof']);
    const refreshed = { ...state, submissions: new Map([...state.submissions, ['personalDetails', now] as const]) };
    expect(planJourney(refreshed, { orderLevel: 'SIMPLE', now }).pending).toEqual(['address', 'idProof']);
  });
  it('the risk engine raises any order to ENHANCED', () => {
    expect(planJourney({ ...fresh, riskEnginePromote: true }, { orderLevel: 'SIMPLE', now }).requiredLevel).toBe('ENHANCED');
  });
});
