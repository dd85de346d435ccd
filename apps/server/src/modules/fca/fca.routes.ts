import {
  FcaCategorizationRequest,
  FcaCategorizationResult,
  FcaCoolingOffPeriod,
  FcaRiskAssessment,
  FcaRiskAssessmentResult,
  FcaRiskAssessmentSubmitRequest,
  successEnvelope,
} from '@ferry/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireUser } from '../../http/require-user.js';
import { categorise, getCoolingOffPeriod, getRiskAssessment, submitRiskAssessment } from './fca.service.js';

const tags = ['fca'];

/** The UK regulatory journey (spec 001 section 7): categorisation, risk assessment, cooling-off. */
export const fcaRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/fca/categorization',
      {
        schema: {
          tags,
          summary:
            'Client categorisation: the server derives the category from the answers (HNI: A to either HNI question; RESTRICTED: both RI answers A) and stores it with the name and time; 422 FCA_CATEGORY_NOT_SUPPORTED otherwise',
          body: FcaCategorizationRequest,
          response: { 200: successEnvelope(FcaCategorizationResult) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await categorise(ctx, { userId, body: request.body }) };
      },
    );

    app.get(
      '/fca/risk-assessment',
      {
        schema: {
          tags,
          summary:
            "Risk questionnaire: the current attempt's set (never the answer key); 409 FCA_NOT_CATEGORISED, 409 FCA_ASSESSMENT_COMPLETED ('User has completed assessment'), 403 FCA_ASSESSMENT_LOCKED ('Account Locked')",
          response: { 200: successEnvelope(FcaRiskAssessment) },
        },
      },
      async (request, reply) => {
        const { userId } = await requireUser(ctx, request);
        reply.header('cache-control', 'no-store');
        return { response: await getRiskAssessment(ctx, { userId, language: request.language }) };
      },
    );

    app.post(
      '/fca/risk-assessment',
      {
        schema: {
          tags,
          summary:
            'Risk submit: pass at 80 % or more; 2 attempts per 24 hours, locked after the 4th failure; a pass starts the 24-hour cooling-off. Refusals change nothing: 409 FCA_ATTEMPT_NOT_CURRENT, 400 FCA_ANSWERS_INVALID, 403 FCA_RETRY_NOT_YET (params.retryAt)',
          body: FcaRiskAssessmentSubmitRequest,
          response: { 200: successEnvelope(FcaRiskAssessmentResult) },
        },
      },
      async (request) => {
        const { userId } = await requireUser(ctx, request);
        return { response: await submitRiskAssessment(ctx, { userId, body: request.body, language: request.language }) };
      },
    );

    app.get(
      '/fca/cooling-off-period',
      {
        schema: {
          tags,
          summary: 'Cooling-off period: on for 24 hours after passing the risk assessment; timeLeft in ms (0 when off)',
          response: { 200: successEnvelope(FcaCoolingOffPeriod) },
        },
      },
      async (request, reply) => {
        const { userId } = await requireUser(ctx, request);
        reply.header('cache-control', 'no-store');
        return { response: await getCoolingOffPeriod(ctx, { userId }) };
      },
    );
  };
