import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@ferry/contracts';
import { AppError } from './app-error.js';

/** Deeper than any body of the API needs; deep enough nesting makes recursive validators overflow the stack. */
export const MAX_JSON_DEPTH = 32;

/** How deep the JSON text nests, read without parsing it (strings skipped, escapes honoured). */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (isInString) {
      if (char === 0x5c) index += 1;
      else if (char === 0x22) isInString = false;
    } else if (char === 0x22) isInString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return false;
}

/**
 * JSON bodies on every route: Fastify's own parser (prototype-poisoning checks included), after
 * a depth check, so a body nested 2,000 levels is a 400 before any schema walks it (issue 14:
 * it was a 500). The size is capped by each route's bodyLimit before this runs.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(new AppError(ErrorCode.VALIDATION_ERROR, `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`, { params: { maxDepth: MAX_JSON_DEPTH } }), undefined);
      return;
    }
    parse(request, text, done);
  });
}
