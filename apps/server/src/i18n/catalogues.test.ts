import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@ferry/contracts';
import { readCatalogues } from './catalogues.js';

// Every server catalogue is complete in every language (issue 18: "a test fails when a German text
// is missing for any English one"), its texts take the same placeholders in each, and every id the
// code asks for by a literal exists. Ids the code builds from a code have tests of their own
// (question bank, refund reasons, forms).
const SRC = path.resolve(import.meta.dirname, '..');

/** The argument names of an ICU message ("{amount} in {count, plural, ...}" gives amount, count). */
function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  const walk = (message: unknown): void => {
    if (!Array.isArray(message)) return;
    for (const part of message as unknown[]) {
      if (!Array.isArray(part)) continue;
      names.add(String(part[0]));
      if (part[2] && typeof part[2] === 'object') Object.values(part[2] as Record<string, unknown>).forEach(walk);
    }
  };
  walk(compileMessageOrThrow(text));
  return [...names].sort();
}

const byLanguage = Object.fromEntries(LANGUAGES.map((language) => [language, readCatalogues(language)]));
const areas = [...byLanguage.en!.keys()].sort();

describe('the server catalogues', () => {
  it('exist, one folder per area', () => {
    expect(areas).toEqual(['emails', 'fca', 'forms', 'orders']);
  });

  it.each(areas)('%s has every id in every language, none empty', (area) => {
    const english = [...byLanguage.en!.get(area)!.keys()].sort();
    for (const language of LANGUAGES) {
      const catalogue = byLanguage[language]!.get(area);
      expect([...(catalogue?.keys() ?? [])].sort(), `ids of ${language}`).toEqual(english);
      const empty = [...(catalogue ?? [])].filter(([, text]) => text.trim() === '').map(([id]) => id);
      expect(empty, `empty texts in ${language}`).toEqual([]);
    }
  });

  it.each(areas)('%s gives each text the same placeholders in every language', (area) => {
    for (const [id, english] of byLanguage.en!.get(area)!) {
      for (const language of LANGUAGES) {
        expect(argumentsOf(byLanguage[language]!.get(area)?.get(id) ?? ''), `${language} ${id}`).toEqual(argumentsOf(english));
      }
    }
  });

  it('holds an id once across all areas', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const area of areas) {
      for (const id of byLanguage.en!.get(area)!.keys()) {
        if (seen.has(id)) twice.push(`${id} (${seen.get(id)} and ${area})`);
        seen.set(id, area);
      }
    }
    expect(twice).toEqual([]);
  });

  it('holds every id the code asks for with a literal', () => {
    const known = new Set(areas.flatMap((area) => [...byLanguage.en!.get(area)!.keys()]));
    const sources = fs
      .readdirSync(SRC, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts'))
      .map((entry) => path.join(entry.parentPath, entry.name));
    const unknown: string[] = [];
    for (const file of sources) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)) {
        if (!known.has(match[1]!)) unknown.push(`${path.relative(SRC, file)}: ${match[1]}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
