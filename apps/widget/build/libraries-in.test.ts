import { describe, expect, it } from 'vitest';
import { librariesIn } from './libraries-in.js';

const output = (inputs: Record<string, number>) => ({
  bytes: 1,
  imports: [],
  exports: [],
  inputs: Object.fromEntries(Object.entries(inputs).map(([name, bytesInOutput]) => [name, { bytesInOutput }])),
});

describe('the inline starter holds no library', () => {
  it('names the node_modules files whose code a bundle holds, whatever the path separator', () => {
    const metafile = {
      outputs: {
        'stdin.js': output({
          'src/app/startup/early-start.ts': 986,
          '../../node_modules/react/cjs/react.production.js': 7700,
          'node_modules\\zod\\v4\\core.js': 12,
          '../../packages/rules/src/environment/environment.ts': 703,
        }),
      },
    };
    expect(librariesIn(metafile)).toEqual(['../../node_modules/react/cjs/react.production.js', 'node_modules\\zod\\v4\\core.js']);
  });

  it('leaves out what was read but shaken out, and our own files', () => {
    const metafile = { outputs: { 'stdin.js': output({ '../../node_modules/zod/index.js': 0, 'src/host/has-host-page.ts': 80 }) } };
    expect(librariesIn(metafile)).toEqual([]);
  });
});
