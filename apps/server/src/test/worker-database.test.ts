import { describe, expect, it } from 'vitest';
import { workerDatabaseName } from './worker-database.js';

describe('a database per test worker on PostgreSQL', () => {
  it('names each worker its own database beside the configured one', () => {
    expect(workerDatabaseName('test', '1')).toBe('test_w1');
    expect(workerDatabaseName('test', '2')).toBe('test_w2');
  });
  it('uses the first when vitest gives no pool id', () => {
    expect(workerDatabaseName('test', undefined)).toBe('test_w1');
    expect(workerDatabaseName('test', 'x')).toBe('test_w1');
  });
});
