import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import type { Language } from '@ferry/contracts';

/** The catalogues beside this module, found from src/ (tests, tsx) and from dist/ (the built server) alike. */
export function cataloguesFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'locales'), path.resolve(here, '../src/i18n/locales')];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error('The server catalogues apps/server/src/i18n/locales were not found');
  return found;
}

/** The areas' catalogues (locales/<area>/<language>.po), each a map of id to its ICU text. */
export function readCatalogues(language: Language, folder = cataloguesFolder()): Map<string, Map<string, string>> {
  const areas = fs.readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return new Map(
    areas.map((area) => {
      const po = PO.parse(fs.readFileSync(path.join(folder, area.name, `${language}.po`), 'utf8'));
      return [area.name, new Map(po.items.map((item) => [item.msgid, item.msgstr.join('')]))];
    }),
  );
}

/** Every area's texts of a language, compiled (ICU MessageFormat) once, as Lingui's catalogues are at build time. */
export function compiledMessages(language: Language): Messages {
  const messages: Messages = {};
  for (const texts of readCatalogues(language).values()) {
    for (const [id, text] of texts) if (text.trim() !== '') messages[id] = compileMessageOrThrow(text);
  }
  return messages;
}
