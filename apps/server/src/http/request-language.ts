import { type Language, SOURCE_LANGUAGE } from '@ferry/contracts';
import { languageOfAcceptLanguage } from '@ferry/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language Ferry answers this call in: the one Accept-Language asks for, else English. */
    readonly language: Language;
    /** The language Accept-Language asks for, when Ferry speaks one it names; null for none or garbage. */
    readonly askedLanguage: Language | null;
  }
}

/** The supported language an Accept-Language header asks for; anything else (absent, garbage, only other languages) is null. */
export function askedLanguageOf(headers: FastifyRequest['headers']): Language | null {
  const header = headers['accept-language'];
  return typeof header === 'string' ? (languageOfAcceptLanguage(header) ?? null) : null;
}

/**
 * The one place the server reads the caller's language (issue 18): `request.language` and
 * `request.askedLanguage`, parsed from Accept-Language only when a route asks (getters, so calls
 * that never speak pay nothing), restricted to the contracts' LANGUAGES.
 */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest('askedLanguage', {
    getter(this: FastifyRequest) {
      return askedLanguageOf(this.headers);
    },
  });
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return this.askedLanguage ?? SOURCE_LANGUAGE;
    },
  });
}
