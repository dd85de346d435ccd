import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRequestLanguage } from './request-language.js';

const app = Fastify();
registerRequestLanguage(app);
app.get('/language', async (request) => ({ language: request.language, askedLanguage: request.askedLanguage }));

beforeAll(() => app.ready());
afterAll(() => app.close());

const languageFor = async (headers: Record<string, string>) => (await app.inject({ url: '/language', headers })).json();

describe('the language of a call (Accept-Language, issue 18)', () => {
  it('is the best-ranked language Ferry speaks', async () => {
    expect(await languageFor({ 'accept-language': 'de' })).toEqual({ language: 'de', askedLanguage: 'de' });
    expect(await languageFor({ 'accept-language': 'fr-FR,fr;q=0.9,de-AT;q=0.8,en;q=0.5' })).toEqual({ language: 'de', askedLanguage: 'de' });
    expect(await languageFor({ 'accept-language': 'en-GB,de;q=0.3' })).toEqual({ language: 'en', askedLanguage: 'en' });
  });

  it('is English, asked for nothing, without the header or with one naming no language Ferry speaks', async () => {
    expect(await languageFor({})).toEqual({ language: 'en', askedLanguage: null });
    expect(await languageFor({ 'accept-language': 'fr-FR, es;q=0.8' })).toEqual({ language: 'en', askedLanguage: null });
  });

  it('ignores garbage headers, never failing the call', async () => {
    for (const garbage of [';;;,,,q=2', '*', 'de;q=0', 'x'.repeat(10_000), '-de', 'deutsch', '=de;q=1', '']) {
      const response = await app.inject({ url: '/language', headers: { 'accept-language': garbage } });
      expect(response.statusCode, garbage.slice(0, 20)).toBe(200);
      expect(response.json(), garbage.slice(0, 20)).toEqual({ language: 'en', askedLanguage: null });
    }
  });
});
