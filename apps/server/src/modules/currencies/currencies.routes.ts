import {
  Country,
  CryptoCurrenciesQuery,
  CryptoCurrency,
  FiatCurrenciesQuery,
  FiatCurrency,
  successEnvelope,
} from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireActivePartner } from '../partners/partners.service.js';
import { listCountries, listCryptoCurrencies, listFiatCurrencies } from './currencies.service.js';

export const currenciesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/fiat-currencies',
      {
        schema: {
          tags: ['currencies'],
          summary: 'Fiat currencies with their payment options, for an active partner',
          querystring: FiatCurrenciesQuery,
          response: { 200: successEnvelope(z.array(FiatCurrency)) },
        },
      },
      async (request) => {
        await requireActivePartner(ctx, { apiKey: request.query.apiKey });
        return { response: await listFiatCurrencies(ctx) };
      },
    );

    app.get(
      '/crypto-currencies',
      {
        schema: {
          tags: ['currencies'],
          summary: 'Crypto currencies per network, for an active partner',
          querystring: CryptoCurrenciesQuery,
          response: { 200: successEnvelope(z.array(CryptoCurrency)) },
        },
      },
      async (request) => {
        await requireActivePartner(ctx, { apiKey: request.query.partnerApiKey });
        return { response: await listCryptoCurrencies(ctx) };
      },
    );

    app.get(
      '/countries',
      {
        schema: {
          tags: ['currencies'],
          summary: 'Countries with their currency and whether Ferry serves them',
          response: { 200: successEnvelope(z.array(Country)) },
        },
      },
      async () => ({ response: await listCountries(ctx) }),
    );
  };
