import { BillingAddressSubmitResponse, FormValues, OrderFormSession, OrderFormsQuery, successEnvelope } from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../http/require-user.js';
import { getOrderForms, submitBillingAddress } from './order-forms.service.js';

const tags = ['order-forms'];

export const orderFormsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/orders/forms',
      {
        schema: {
          tags,
          summary:
            'The order forms (billingAddress, bankDetails) in the KYC forms\' shape: the asked formIds, or the ones the quote still needs (metadata: JSON {quoteId, formType: ORDER, paymentMethod?})',
          querystring: OrderFormsQuery,
          response: { 200: successEnvelope(OrderFormSession) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await getOrderForms(ctx, { userId, formIds: request.query.formIds, metadata: request.query.metadata, language: request.language }) };
      },
    );

    app.put(
      '/user/billing-address',
      {
        schema: {
          tags,
          summary: "Submit the billingAddress form: saved on the signed-in user (GET users' billingAddress); ORDER_FORM_INVALID and nothing saved for a bad value",
          body: FormValues,
          response: { 200: successEnvelope(BillingAddressSubmitResponse) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await submitBillingAddress(ctx, { userId, values: request.body }) };
      },
    );
  };
