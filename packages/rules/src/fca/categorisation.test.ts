import type { FcaEvaluationAnswer } from '@ferry/contracts';
import { describe, expect, it } from 'vitest';
import { deriveFcaCategory, fcaProgressSteps } from './categorisation.js';

const a = (questionId: FcaEvaluationAnswer['questionId'], option: 'A' | 'B'): FcaEvaluationAnswer => ({
  questionId,
  answer: { option },
});

describe('UK categorisation: the category the answers support (spec 001 section 4)', () => {
  it('answer A (yes) to any HNI question means high net worth', () => {
    expect(deriveFcaCategory([a('HNI_Q1', 'A')])).toBe('HIGH_NET_WORTH_INVESTOR');
    expect(deriveFcaCategory([a('HNI_Q1', 'B'), a('HNI_Q2', 'A')])).toBe('HIGH_NET_WORTH_INVESTOR');
  });

  it('in set_b, all answers A means restricted investor', () => {
    expect(deriveFcaCategory([a('HNI_Q1', 'B'), a('HNI_Q2', 'B'), a('RI_Q1', 'A'), a('RI_Q2', 'A')])).toBe(
      'RESTRICTED_INVESTOR',
    );
  });

  it('otherwise no category: the failed page', () => {
    expect(deriveFcaCategory([a('HNI_Q1', 'B'), a('HNI_Q2', 'B'), a('RI_Q1', 'A'), a('RI_Q2', 'B')])).toBeNull();
    expect(deriveFcaCategory([a('HNI_Q1', 'B'), a('HNI_Q2', 'B'), a('RI_Q1', 'B'), a('RI_Q2', 'A')])).toBeNull();
    expect(deriveFcaCategory([a('HNI_Q1', 'B'), a('HNI_Q2', 'B')])).toBeNull();
  });

  it('restricted needs both set_b answers: one A alone is no category', () => {
    expect(deriveFcaCategory([a('RI_Q1', 'A')])).toBeNull();
  });

  it('progress steps: HNI 3, Restricted 5', () => {
    expect(fcaProgressSteps('HIGH_NET_WORTH_INVESTOR')).toBe(3);
    expect(fcaProgressSteps('RESTRICTED_INVESTOR')).toBe(5);
  });
});
