import { describe, expect, it } from 'vitest';
import { lanternTimings, printLighthouse, summarize, throttlingMethodOf } from './lighthouse.mjs';

const run = (lcp, extra = {}) => ({ score: 100, lcp, fcp: lcp - 100, tbt: 0, cls: 0, ...extra });

describe('Lighthouse bench', () => {
  it("uses Lighthouse's simulation unless applied throttling is asked for", () => {
    expect(throttlingMethodOf(undefined)).toBe('simulate');
    expect(throttlingMethodOf('')).toBe('simulate');
    expect(throttlingMethodOf('devtools')).toBe('devtools');
    expect(() => throttlingMethodOf('provided')).toThrow('BENCH_LIGHTHOUSE_THROTTLING must be simulate or devtools, not "provided"');
    expect(() => throttlingMethodOf('toString')).toThrow(/must be simulate or devtools/);
  });

  it('takes medians per app and the median of the rounds’ LCP ratios, against the aims', () => {
    const minimal = [run(1000), run(1200), run(1100)];
    const ferry = [run(1300), run(1800), run(1200, { score: 94, tbt: 60 })];
    const summary = summarize(minimal, ferry);
    expect(summary.ferry.lcp).toBe(1300);
    expect(summary.ratios.map((ratio) => ratio.toFixed(2))).toEqual(['1.30', '1.50', '1.09']);
    expect(summary.lcpRatio).toBeCloseTo(1.3);
    expect(summary.aims).toEqual({ score: true, lcpRatio: true, tbt: true, cls: true });
    expect(summarize(minimal, [run(1400), run(1800), run(1500)]).aims.lcpRatio).toBe(false);
  });

  it('says in its heading how the load was slowed down', () => {
    const summary = summarize([run(1000)], [run(1300)]);
    const lines = [];
    printLighthouse(summary, 1, (line) => lines.push(line));
    expect(lines[0]).toBe('\nLighthouse, mobile preset (simulated throttling), median of 1 runs each, interleaved');
    lines.length = 0;
    printLighthouse(summary, 1, (line) => lines.push(line), 'devtools');
    expect(lines[0]).toBe('\nLighthouse, mobile preset (applied throttling), median of 1 runs each, interleaved');
  });

  it("writes a simulation's requests and tasks in the order they ended, with the page's own host left out", () => {
    const request = (url, resourceType) => ({ type: 'network', request: { url, resourceType } });
    const task = { type: 'cpu', duration: 23_456, childEvents: [{ name: 'RunTask' }, { name: 'ParseHTML' }, { name: 'Layout' }] };
    const timings = new Map([
      [request('http://127.0.0.1:8302/assets/index-abc.js', 'Script'), { startTime: 700.4, endTime: 1757.2 }],
      [request('http://127.0.0.1:8302/', 'Document'), { startTime: 0, endTime: 606 }],
      [task, { startTime: 700, endTime: 795.5 }],
      [request('http://127.0.0.1:8302/api/v1/countries', 'Fetch'), { startTime: 795, endTime: 1102 }],
    ]);
    expect(lanternTimings('optimisticLargestContentfulPaint', timings).split('\n')).toEqual([
      '== optimisticLargestContentfulPaint: start and end, simulated ms',
      '     0    606  Document /',
      '   700    796  task (23.5 ms observed) ParseHTML, Layout',
      '   795   1102  Fetch /api/v1/countries',
      '   700   1757  Script /assets/index-abc.js',
    ]);
  });
});
