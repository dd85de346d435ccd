import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@ferry/contracts';

// Every catalogue is complete in every language, its texts take the same placeholders in each,
// and every id the code asks for exists (issue 18: "a test fails when a key is missing").
const SRC = path.resolve(import.meta.dirname, '..');

function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && keep(path.join(entry.parentPath, entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const catalogueDirs = [...new Set(filesUnder(SRC, (file) => file.endsWith('.po')).map((file) => path.dirname(file)))].sort();

function readCatalogue(dir: string, language: string): Map<string, string> {
  const po = PO.parse(fs.readFileSync(path.join(dir, `${language}.po`), 'utf8'));
  return new Map(po.items.map((item) => [item.msgid, item.msgstr.join('')]));
}

/** The argument names of an ICU message ("{amount} in {count, plural, ...}" gives amount, count). */
function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  // A compiled message is text and arguments ([name] or [name, format, branches]); branches are messages.
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

const catalogues = catalogueDirs.map((dir) => ({
  area: path.relative(SRC, dir),
  byLanguage: Object.fromEntries(LANGUAGES.map((language) => [language, readCatalogue(dir, language)])),
}));

describe('the catalogues', () => {
  it('exist', () => {
    expect(catalogues.length).toBeGreaterThan(0);
  });

  it.each(catalogues)('$area has every id in every language, none empty', ({ byLanguage }) => {
    const english = [...byLanguage.en!.keys()].sort();
    for (const language of LANGUAGES) {
      const catalogue = byLanguage[language]!;
      expect([...catalogue.keys()].sort(), `ids of ${language}`).toEqual(english);
      const empty = [...catalogue].filter(([, text]) => text.trim() === '').map(([id]) => id);
      expect(empty, `empty texts in ${language}`).toEqual([]);
    }
  });

  it.each(catalogues)('$area gives each text the same placeholders in every language', ({ byLanguage }) => {
    for (const [id, english] of byLanguage.en!) {
      for (const language of LANGUAGES) {
        expect(argumentsOf(byLanguage[language]!.get(id) ?? ''), `${language} ${id}`).toEqual(argumentsOf(english));
      }
    }
  });

  it('holds an id once across all areas', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const { area, byLanguage } of catalogues) {
      for (const id of byLanguage.en!.keys()) {
        if (seen.has(id)) twice.push(`${id} (${seen.get(id)} and ${area})`);
        seen.set(id, area);
      }
    }
    expect(twice).toEqual([]);
  });
});

describe('the code', () => {
  const known = new Set(catalogues.flatMap(({ byLanguage }) => [...byLanguage.en!.keys()]));
  const sources = filesUnder(SRC, (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}test${path.sep}`));

  it('asks only for ids a catalogue holds', () => {
    const unknown: string[] = [];
    for (const file of sources) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)) {
        if (!known.has(match[1]!)) unknown.push(`${path.relative(SRC, file)}: ${match[1]}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});
