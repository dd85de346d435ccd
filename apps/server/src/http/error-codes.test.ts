import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorCode } from '@ferry/contracts';
import { describe, expect, it } from 'vitest';

const SERVER_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CODES = new Set<string>(Object.values(ErrorCode));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The text between the parentheses of a call that opens at `start`, and its top-level arguments. */
function callArguments(source: string, start: number): string[] {
  const args: string[] = [];
  let depth = 0;
  let current = '';
  let quote: string | null = null;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index]!;
    if (quote) {
      current += char;
      if (char === '\\') current += source[++index] ?? '';
      else if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    if ('([{'.includes(char)) depth += 1;
    if (')]}'.includes(char)) {
      depth -= 1;
      if (depth === 0) {
        args.push(current.trim());
        return args;
      }
    }
    if (char === ',' && depth === 1) {
      args.push(current.trim());
      current = '';
    } else if (depth > 1 || (depth === 1 && char !== '(')) current += char;
  }
  throw new Error('unbalanced call');
}

type Construction = { where: string; code: string; message: string; options: string };

const constructions: Construction[] = sourceFiles(SERVER_SRC).flatMap((file) => {
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(/new AppError\(/g)].map((match) => {
    const [code = '', message = '', options = ''] = callArguments(source, match.index + 'new AppError'.length);
    const line = source.slice(0, match.index).split('\n').length;
    return { where: `${path.relative(SERVER_SRC, file)}:${line}`, code, message, options };
  });
});

describe('every error the server sends carries a code from the contracts list (issue 18)', () => {
  it('finds the AppError constructions (the scan itself works)', () => {
    expect(constructions.length).toBeGreaterThan(100);
    expect(constructions.some((c) => c.code === 'ErrorCode.MOBILE_NUMBER_LANDLINE' || c.code === 'problem')).toBe(true);
  });

  it('names only codes of the list', () => {
    const unknown = constructions.flatMap(({ where, code }) =>
      [...code.matchAll(/ErrorCode\.(\w+)/g)].filter(([, name]) => !CODES.has(name!)).map(([, name]) => `${where} ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('passes a code, never a bare string (a code computed elsewhere is typed ErrorCode by AppError)', () => {
    const literal = constructions.filter(({ code }) => /^['"`]/.test(code)).map(({ where }) => where);
    expect(literal).toEqual([]);
  });

  it('sends the values of a worded message as params, so a client can word the code itself', () => {
    const withoutParams = constructions
      .filter(({ message, options }) => message.startsWith('`') && message.includes('${') && !/\bparams\b/.test(options))
      .map(({ where, message }) => `${where} ${message}`);
    expect(withoutParams).toEqual([]);
  });
});
