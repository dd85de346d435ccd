import { describe, expect, it } from 'vitest';
import { addressOf, categoryOf, evaluationOf, isReachable, questionAt, questionBefore, stepAfter } from './questionnaire-flow.js';

describe('UK categorisation questionnaire (spec 001 section 4)', () => {
  it('addresses name a set and a question, case-insensitively; unknown ones name none', () => {
    expect(questionAt('set_a', 'hni_q1')).toBe('HNI_Q1');
    expect(questionAt('set_b', 'RI_Q2')).toBe('RI_Q2');
    expect(questionAt('set_a', 'ri_q1')).toBeNull();
    expect(questionAt('set_c', 'hni_q1')).toBeNull();
    expect(addressOf('RI_Q1')).toEqual({ setId: 'set_b', slug: 'ri_q1' });
  });

  it('answer A (yes) to any HNI question means high net worth: the agreement follows set_a', () => {
    expect(stepAfter('HNI_Q1', { HNI_Q1: 'A' })).toEqual({ to: 'question', questionId: 'HNI_Q2' });
    expect(stepAfter('HNI_Q2', { HNI_Q1: 'A', HNI_Q2: 'B' })).toEqual({ to: 'agreement' });
    expect(stepAfter('HNI_Q2', { HNI_Q1: 'B', HNI_Q2: 'A' })).toEqual({ to: 'agreement' });
    expect(categoryOf({ HNI_Q1: 'B', HNI_Q2: 'A' })).toBe('HIGH_NET_WORTH_INVESTOR');
  });

  it('otherwise set_b: all answers A means restricted investor, anything else the failed page', () => {
    const noHni = { HNI_Q1: 'B', HNI_Q2: 'B' } as const;
    expect(stepAfter('HNI_Q2', noHni)).toEqual({ to: 'question', questionId: 'RI_Q1' });
    expect(stepAfter('RI_Q1', { ...noHni, RI_Q1: 'A' })).toEqual({ to: 'question', questionId: 'RI_Q2' });
    expect(stepAfter('RI_Q2', { ...noHni, RI_Q1: 'A', RI_Q2: 'A' })).toEqual({ to: 'agreement' });
    expect(categoryOf({ ...noHni, RI_Q1: 'A', RI_Q2: 'A' })).toBe('RESTRICTED_INVESTOR');
    expect(stepAfter('RI_Q2', { ...noHni, RI_Q1: 'A', RI_Q2: 'B' })).toEqual({ to: 'failed' });
    expect(stepAfter('RI_Q2', { ...noHni, RI_Q1: 'B', RI_Q2: 'A' })).toEqual({ to: 'failed' });
  });

  it('a question before the earlier one is answered is not reachable', () => {
    expect(isReachable('HNI_Q1', {})).toBe(true);
    expect(isReachable('HNI_Q2', {})).toBe(false);
    expect(isReachable('RI_Q1', { HNI_Q1: 'B' })).toBe(false);
    expect(isReachable('RI_Q2', { HNI_Q1: 'B', HNI_Q2: 'B', RI_Q1: 'A' })).toBe(true);
  });

  it('sends the answers in question order, and the previous arrow walks back', () => {
    expect(evaluationOf({ RI_Q1: 'A', HNI_Q1: 'B' })).toEqual([
      { questionId: 'HNI_Q1', answer: { option: 'B' } },
      { questionId: 'RI_Q1', answer: { option: 'A' } },
    ]);
    expect(questionBefore('RI_Q1')).toBe('HNI_Q2');
    expect(questionBefore('HNI_Q1')).toBeNull();
  });
});
