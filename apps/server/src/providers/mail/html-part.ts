import type { Language } from '@ferry/contracts';

/** Text put into an e-mail's HTML part: every character HTML gives a meaning is escaped. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** An e-mail's HTML part: a whole document in the e-mail's language (mail clients and screen readers read `lang`). */
export function htmlDocument(language: Language, body: string): string {
  return `<!doctype html>\n<html lang="${language}"><body>\n${body}\n</body></html>`;
}

/** Plain paragraphs as HTML, each escaped. */
export const htmlParagraphs = (paragraphs: readonly string[]): string => paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
