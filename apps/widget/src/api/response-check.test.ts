import { describe, expect, it } from 'vitest';
import { checkWith, listOf, structure } from './response-check.js';

interface Answer {
  id: string;
  count: number;
  isOpen: boolean;
  tags: string[];
  owner: { name: string };
  note?: string;
  closedAt: string | null;
}

const answer = structure<Answer>({
  id: 'string',
  count: 'number',
  isOpen: 'boolean',
  tags: 'array',
  owner: 'object',
  note: 'string?',
  closedAt: 'string?',
});
const good: Answer = { id: 'a1', count: 2, isOpen: true, tags: [], owner: { name: 'Ada' }, closedAt: null };

describe('structural checks of the answers the first screen waits for', () => {
  it('accept an answer whose every field has its JSON type, absent or null where the contract allows', () => {
    expect(answer.safeParse(good)).toEqual({ success: true, data: good });
    expect(answer.safeParse({ ...good, note: 'n', closedAt: '2025-01-01T00:00:00Z' }).success).toBe(true);
  });

  it.each([
    ['a missing field', { ...good, id: undefined }],
    ['a field of another type', { ...good, count: '2' }],
    ['an array where an object belongs', { ...good, owner: [] }],
    ['an object where an array belongs', { ...good, tags: {} }],
    ['a null where none is allowed', { ...good, isOpen: null }],
    ['an optional field of another type', { ...good, note: 3 }],
    ['no object at all', 'a1'],
    ['null', null],
  ])('refuse %s', (_, value) => {
    expect(answer.safeParse(value).success).toBe(false);
  });

  it('a list checks every entry', () => {
    expect(listOf(answer).safeParse([good, good]).success).toBe(true);
    expect(listOf(answer).safeParse([good, { ...good, id: 1 }]).success).toBe(false);
    expect(listOf(answer).safeParse(good).success).toBe(false);
  });

  it('a hand-written guard reads the same way', () => {
    const positive = checkWith((value): value is number => typeof value === 'number' && value > 0);
    expect(positive.safeParse(3)).toEqual({ success: true, data: 3 });
    expect(positive.safeParse(-3)).toEqual({ success: false });
  });

  it("follows the contract's type: a field left out or given another type does not compile", () => {
    // @ts-expect-error closedAt is missing
    structure<Answer>({ id: 'string', count: 'number', isOpen: 'boolean', tags: 'array', owner: 'object', note: 'string?' });
    // @ts-expect-error count is a number, and closedAt may be null
    structure<Answer>({ id: 'string', count: 'string', isOpen: 'boolean', tags: 'array', owner: 'object', note: 'string?', closedAt: 'string' });
  });
});
