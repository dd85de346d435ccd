import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { API_BASE, ErrorCode } from '@ferry/contracts';
import type { Config } from './config/env.js';
import type { AppContext } from './context.js';
import type { DatabaseHandle } from './db/client.js';
import { createJobQueue } from './events/job-queue.js';
import { createEventOutbox } from './events/outbox.js';
import { registerErrorHandler } from './http/error-handler.js';
import { serializerCompiler } from './http/response-serializer.js';
import { createErrorTracker } from './ops/error-tracking.js';
import { registerIcons } from './http/icons/icons.routes.js';
import { widgetFrameAncestors } from './http/frame-policy.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { registerRequestLanguage } from './http/request-language.js';
import { loggerOptions } from './http/logger.js';
import { registerOpenApi } from './http/openapi.js';
import { createRedisClient } from './http/redis-client.js';
import { registerSecurity } from './http/security.js';
import { traceIdFor } from './http/trace-id.js';
import { trustProxyOf } from './http/trust-proxy.js';
import { defaultSdkDist, registerSdkStatic } from './http/sdk-static.js';
import { pageWithStartAnswers, startAnswers } from './http/start-answers.js';
import { inlineScriptSources, isWidgetRoutePath, readWidgetPage, registerWidgetStatic } from './http/widget-static.js';
import { registerCompression } from './http/compression.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { currenciesRoutes } from './modules/currencies/currencies.routes.js';
import { locationRoutes } from './modules/location/location.routes.js';
import { partnerSessionsRoutes } from './modules/partner-sessions/partner-sessions.routes.js';
import { quotesRoutes } from './modules/quotes/quotes.routes.js';
import { partnersRoutes } from './modules/partners/partners.routes.js';
import { allowedDomainsOf } from './modules/partners/partners.service.js';
import { sandboxRoutes } from './modules/sandbox/sandbox.routes.js';
import { fcaRoutes } from './modules/fca/fca.routes.js';
import { sandboxFcaRoutes } from './modules/fca/sandbox-fca.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { banksRoutes } from './modules/banks/banks.routes.js';
import { cardsRoutes } from './modules/cards/cards.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { sandboxOrdersRoutes } from './modules/orders/sandbox-orders.routes.js';
import { panRoutes } from './modules/pan/pan.routes.js';
import { fraudRoutes } from './modules/fraud/fraud.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { addressAutocompleteRoutes } from './modules/address-autocomplete/address-autocomplete.routes.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { kycRoutes } from './modules/kyc/kyc.routes.js';
import { orderFormsRoutes } from './modules/order-forms/order-forms.routes.js';
import { sandboxKycPages } from './modules/sandbox-kyc/sandbox-kyc.pages.js';
import { sandboxKycRoutes } from './modules/sandbox-kyc/sandbox-kyc.routes.js';
import { sandboxStreamRoutes } from './modules/stream/sandbox-stream.routes.js';
import { streamRoutes } from './modules/stream/stream.routes.js';
import { partnerOrdersRoutes } from './modules/orders/partner-orders.routes.js';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.js';
import { sandboxWebhooksPages } from './modules/webhooks/sandbox-webhooks.pages.js';
import { createBoss, registerJobRunner } from './jobs/job-runner.js';
import { jobHandlersOf } from './jobs/registry.js';
import { isSandboxCardGateway, sandboxCardGatewayRoutes } from './providers/card-gateway/sandbox-gateway.routes.js';
import { registerOps } from './ops/ops.routes.js';
import { registerGuide } from './docs/serve-guide.js';
import { registerPlayground } from './playground/serve-playground.js';
import { createProviders, type Providers } from './providers/providers.js';
import { createSessions } from './modules/auth/sessions.js';

export type BuildAppOptions = {
  config: Config;
  /** The database, and its raw SQL for the job runner. */
  database: Pick<DatabaseHandle, 'db' | 'executeSql'>;
  providers?: Partial<Providers>;
  now?: () => Date;
  logStream?: NodeJS.WritableStream;
};

/** The widget's build, found beside the server whether it runs from src/ or dist/. */
function defaultWidgetDist(config: Config): string | null {
  if (config.WIDGET_DIST) return path.resolve(config.WIDGET_DIST);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../widget/dist'), path.resolve(here, '../../../apps/widget/dist')];
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? null;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    genReqId: traceIdFor,
    trustProxy: trustProxyOf(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
  });
  registerJsonBodyParser(app);
  registerRequestLanguage(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = config.REDIS_URL ? createRedisClient(config.REDIS_URL) : null;
  app.addHook('onClose', async () => {
    // quit is graceful but fails on a connection that is down; then the socket is simply dropped.
    await redis?.quit().catch(() => redis.disconnect());
  });

  const now = options.now ?? (() => new Date());
  const { db, executeSql } = options.database;
  const boss = createBoss({ executeSql }, { isSupervising: config.JOB_WORKERS === 'on' });
  const jobs = createJobQueue(boss);
  const events = createEventOutbox(jobs);
  const ctx: AppContext = {
    config,
    db,
    providers: { ...createProviders(config, { db, now, jobs, events }), ...options.providers },
    now,
    events,
    jobs,
    sessions: createSessions(db, now),
  };
  registerJobRunner(app, ctx, boss, { executeSql }, jobHandlersOf(ctx.providers));

  const errorTracker = await createErrorTracker(config);
  app.addHook('onClose', async () => {
    await errorTracker.flush();
  });
  registerErrorHandler(app, errorTracker);
  await registerOps(app, { config, sql: { executeSql }, redis });
  const { apiRateLimit, widgetHeaders } = await registerSecurity(app, config, redis);
  await registerCompression(app);
  await registerOpenApi(app);
  await registerIcons(app);

  await app.register(
    async (api) => {
      await api.register(partnersRoutes(ctx));
      await api.register(partnerSessionsRoutes(ctx));
      await api.register(currenciesRoutes(ctx));
      await api.register(quotesRoutes(ctx));
      await api.register(locationRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(usersRoutes(ctx));
      await api.register(sandboxRoutes(ctx));
      await api.register(ordersRoutes(ctx));
      await api.register(sandboxOrdersRoutes(ctx));
      await api.register(cardsRoutes(ctx));
      await api.register(banksRoutes(ctx));
      await api.register(paymentsRoutes(ctx));
      await api.register(panRoutes(ctx));
      await api.register(fraudRoutes(ctx));
      await api.register(kycRoutes(ctx));
      await api.register(orderFormsRoutes(ctx));
      await api.register(documentsRoutes(ctx));
      await api.register(addressAutocompleteRoutes(ctx));
      await api.register(sandboxKycRoutes(ctx));
      await api.register(fcaRoutes(ctx));
      await api.register(sandboxFcaRoutes(ctx));
      await api.register(streamRoutes(ctx));
      await api.register(sandboxStreamRoutes(ctx));
      await api.register(partnerOrdersRoutes(ctx));
      await api.register(webhooksRoutes(ctx));
    },
    { prefix: API_BASE },
  );

  const gateway = ctx.providers.cardGateway;
  if (config.isSandbox && isSandboxCardGateway(gateway)) {
    await app.register(sandboxCardGatewayRoutes(gateway, now, config), { prefix: '/sandbox/card-gateway' });
  }

  await app.register(sandboxKycPages(ctx));
  await app.register(sandboxWebhooksPages(ctx));
  await registerPlayground(app);
  await registerSdkStatic(app, defaultSdkDist());
  await registerGuide(app);
  const widgetDist = defaultWidgetDist(config);
  const hasWidget = await registerWidgetStatic(app, widgetDist);
  const widgetPage = hasWidget ? readWidgetPage(widgetDist) : null;
  const widgetInlineScripts = widgetPage ? inlineScriptSources(widgetPage) : [];
  if (widgetPage !== null) {
    // Every path of the widget's router is answered with its page: a route of its own, matched
    // after every other (so through the compression like any answer); other paths are not found.
    app.get('*', { schema: { hide: true } }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (!isWidgetRoutePath(pathname)) return reply.callNotFound();
      const apiKey = new URLSearchParams(request.url.split('?')[1] ?? '').get('apiKey');
      widgetHeaders(reply, widgetFrameAncestors(await allowedDomainsOf(ctx, apiKey)), widgetInlineScripts);
      // The start-up calls' answers travel in the page: on a slow network the widget's code then
      // downloads alone (issue 17). They are this visitor's (get/country is by address): never
      // stored by a cache.
      const page = pageWithStartAnswers(widgetPage, await startAnswers(app, request));
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
    });
  }
  // Unknown API paths count against the caller's limit like the routes (never the widget's paths).
  app.setNotFoundHandler({ preHandler: apiRateLimit }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    return reply.status(404).send({
      statusCode: 404,
      code: ErrorCode.NOT_FOUND,
      message: `Route ${request.method} ${pathname.slice(0, 200)} not found`,
    });
  });

  return app;
}
