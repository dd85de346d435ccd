import {
  ExternalKycStatus,
  ExternalKycStatusQuery,
  FormValues,
  KycFormId,
  KycFormsQuery,
  KycFormSubmitResponse,
  KycReliancePoll,
  KycSession,
  successEnvelope,
  UserUpdateQuery,
} from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../http/require-user.js';
import { requireActivePartner } from '../partners/partners.service.js';
import { emailVerificationLink, getExternalKycStatus, pollKycReliance } from './kyc-status.service.js';
import { getKycForms, submitKycForm } from './kyc.service.js';

const tags = ['kyc'];

export const kycRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/kyc/get-forms',
      {
        schema: {
          tags,
          summary: 'The KYC forms the signed-in user still has to fill for an order (metadata: JSON {quoteId | isDWA, formType: KYC})',
          querystring: KycFormsQuery,
          response: { 200: successEnvelope(KycSession) },
        },
      },
      async (request) => {
        const { userId, email } = await requireUser(ctx, request);
        return { response: await getKycForms(ctx, { userId, email, ...request.query, language: request.language }) };
      },
    );

    app.patch(
      '/user',
      {
        schema: {
          tags,
          summary: 'Submit the personalDetails form (its endpoint path is /user; the widget adds apiKey)',
          querystring: UserUpdateQuery,
          body: FormValues,
          response: { 200: successEnvelope(KycFormSubmitResponse) },
        },
      },
      async (request) => {
        const { userId, email } = await requireUser(ctx, request);
        if (request.query.apiKey) await requireActivePartner(ctx, { apiKey: request.query.apiKey });
        return { response: await submitKycForm(ctx, { userId, email, formId: 'personalDetails', values: request.body }) };
      },
    );

    app.post(
      '/kyc/forms/:formId',
      {
        schema: {
          tags,
          summary: 'Submit a KYC form: validated with the same rules as the widget; 409 when the form is not needed now',
          params: z.object({ formId: KycFormId }),
          body: FormValues,
          response: { 200: successEnvelope(KycFormSubmitResponse) },
        },
      },
      async (request) => {
        const { userId, email } = await requireUser(ctx, request);
        return { response: await submitKycForm(ctx, { userId, email, formId: request.params.formId, values: request.body }) };
      },
    );

    app.get(
      '/kyc/workflow-run-id/status',
      {
        schema: {
          tags,
          summary: "The external ID-proof and selfie step's status; NOT_SUBMITTED while pending",
          querystring: ExternalKycStatusQuery,
          response: { 200: successEnvelope(ExternalKycStatus) },
        },
      },
      async (request) => {
        const { userId, email } = await requireUser(ctx, request);
        return { response: await getExternalKycStatus(ctx, { userId, email, workflowRunId: request.query.workflowRunId }) };
      },
    );

    app.post(
      '/kyc/workflow-run/:workflowRunId/email-link',
      {
        schema: {
          tags,
          summary: 'E-mail the verification link to the user (no camera on this device)',
          params: ExternalKycStatusQuery,
          response: { 200: successEnvelope(z.object({ isSent: z.boolean() })) },
        },
      },
      async (request) => {
        const { userId, email, language } = await requireUser(ctx, request);
        return { response: await emailVerificationLink(ctx, { userId, email, workflowRunId: request.params.workflowRunId, language }) };
      },
    );

    app.get(
      '/kyc/reliance/:relianceId',
      {
        schema: {
          tags,
          summary: 'KYC reliance polling path: shareTokenStatus PENDING, DONE (with moreInfo) or FAILED',
          params: z.object({ relianceId: z.uuid() }),
          response: { 200: successEnvelope(KycReliancePoll) },
        },
      },
      async (request) => {
        const { userId, email } = await requireUser(ctx, request);
        return { response: await pollKycReliance(ctx, { userId, email, relianceId: request.params.relianceId }) };
      },
    );
  };
