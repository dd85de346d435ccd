import { AddressPlace, AddressPlaceParams, AddressSuggestion, AddressSuggestionsQuery, successEnvelope } from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../http/require-user.js';
import { getAddressPlace, suggestAddresses } from './address-autocomplete.service.js';

const tags = ['kyc'];

/** Address autocomplete for the KYC address form; signed-in users only (the provider is paid per call). */
export const addressAutocompleteRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/address-autocomplete',
      {
        schema: {
          tags,
          summary: 'Address suggestions for what the user typed',
          querystring: AddressSuggestionsQuery,
          response: { 200: successEnvelope(z.array(AddressSuggestion)) },
        },
      },
      async (request) => {
        await requireUser(ctx, request);
        return { response: await suggestAddresses(ctx, request.query) };
      },
    );

    app.get(
      '/address-autocomplete/:placeId',
      {
        schema: {
          tags,
          summary: "A suggested place's address fields (a missing state is '')",
          params: AddressPlaceParams,
          response: { 200: successEnvelope(AddressPlace) },
        },
      },
      async (request) => {
        await requireUser(ctx, request);
        return { response: await getAddressPlace(ctx, request.params) };
      },
    );
  };
