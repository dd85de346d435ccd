import { describe, expect, it } from 'vitest';
import { relianceOutcomeOf, sandboxDecision } from './sandbox-decision.js';

const submittedAt = new Date('2031-01-01T00:00:00.000Z');
const at = (ms: number) => new Date(submittedAt.getTime() + ms);
const application = (firstName: string) => ({ firstName, submittedAt, decision: null, decisionReasons: [], decidedAt: null });

describe('sandbox KYC decisions (DESIGN.md): decided on read from the submission time', () => {
  it('approves 3 s after submission, not before', () => {
    expect(sandboxDecision(application('Ada'), at(2999))).toEqual({ status: 'PENDING' });
    expect(sandboxDecision(application('Ada'), at(3000))).toEqual({ status: 'APPROVED', decidedAt: at(3000) });
  });
  it('rejects a first name of Reject, in any case, with reasons', () => {
    const decision = sandboxDecision(application(' reject '), at(5000));
    expect(decision).toMatchObject({ status: 'REJECTED', decidedAt: at(3000) });
    expect(decision.status === 'REJECTED' && decision.details.length).toBe(2);
  });
  it('holds a first name of Review for manual review, whatever the time, until a console decision', () => {
    expect(sandboxDecision(application('Review'), at(86_400_000))).toEqual({ status: 'IN_REVIEW' });
    const decided = { ...application('Review'), decision: 'APPROVED', decidedAt: at(10) };
    expect(sandboxDecision(decided, at(20))).toEqual({ status: 'APPROVED', decidedAt: at(10) });
  });
  it('reads the reliance outcome from the share token', () => {
    expect(relianceOutcomeOf('abc-FAIL')).toBe('FAILED');
    expect(relianceOutcomeOf('x-more-info')).toBe('MORE_INFO');
    expect(relianceOutcomeOf('anything')).toBe('DONE');
  });
});
