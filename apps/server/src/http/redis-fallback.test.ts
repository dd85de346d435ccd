import { describe, expect, it, vi } from 'vitest';
import { REDIS_RETRY_AFTER_MS, redisCircuit } from './redis-fallback.js';

describe('the Redis circuit of the rate limits', () => {
  it('stops asking Redis for a few seconds after a failure, then tries once again', () => {
    let now = 0;
    const circuit = redisCircuit({ warn: vi.fn(), info: vi.fn() }, () => now);
    expect(circuit.shouldTry()).toBe(true);
    circuit.failed(new Error('down'));
    expect(circuit.shouldTry()).toBe(false);
    now = REDIS_RETRY_AFTER_MS - 1;
    expect(circuit.shouldTry()).toBe(false);
    now = REDIS_RETRY_AFTER_MS;
    expect(circuit.shouldTry()).toBe(true);
    circuit.succeeded();
    expect(circuit.isDown).toBe(false);
  });

  it('logs the outage once and the recovery once, however often Redis flaps meanwhile', () => {
    let now = 0;
    const log = { warn: vi.fn(), info: vi.fn() };
    const circuit = redisCircuit(log, () => now);
    for (let flap = 0; flap < 5; flap += 1) {
      circuit.failed(new Error('down'));
      now += REDIS_RETRY_AFTER_MS;
    }
    circuit.succeeded();
    circuit.succeeded();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledTimes(1);
  });
});
