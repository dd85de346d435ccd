import { ApiKey } from '@ferry/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isWellFormedApiKey } from './api-key-shape.js';

describe('an apiKey is checked as the contract checks it, before anything is sent', () => {
  it('accepts exactly the keys the contract accepts', () => {
    const keys = fc.oneof(
      fc.constantFrom('pk_sandbox_demo', '', 'a'.repeat(100), 'a'.repeat(101), 'pk demo', 'pk/x', 'pk-é', 'pk_\n'),
      fc.string({ maxLength: 12 }),
      fc.stringMatching(/^[A-Za-z0-9_-]{0,110}$/),
    );
    fc.assert(
      fc.property(keys, (key) => {
        expect(isWellFormedApiKey(key)).toBe(ApiKey.safeParse(key).success);
      }),
      { numRuns: 500 },
    );
  });
});
