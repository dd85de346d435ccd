import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ApiErrorBody, ErrorCode, type ErrorParams } from '@ferry/contracts';
import { AppError, RATE_LIMITED_MESSAGE } from './app-error.js';
import type { ErrorTracker } from '../ops/error-tracking.js';
import { isDatabaseUnavailable } from './database-unavailable.js';

const fastifyCodes: Record<string, { code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: ErrorCode.UNSUPPORTED_MEDIA_TYPE },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: ErrorCode.PAYLOAD_TOO_LARGE, message: 'Request body is too large' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: ErrorCode.VALIDATION_ERROR, message: 'Body cannot be empty when content-type is application/json' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: ErrorCode.VALIDATION_ERROR, message: 'Body is not valid JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: ErrorCode.VALIDATION_ERROR, message: 'Content-Length does not match the body' },
};

function body(statusCode: number, code: string, message: string, params?: ErrorParams): ApiErrorBody {
  return params ? { statusCode, code, message, params } : { statusCode, code, message };
}

/** Maps every failure to the error envelope; 5xx details are logged, never sent. */
export function registerErrorHandler(app: FastifyInstance, tracker?: ErrorTracker): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      reply.headers(error.headers);
      return reply.status(error.statusCode).send(body(error.statusCode, error.code, error.message, error.params));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const details = error.validation
        .slice(0, 5)
        .map((issue) => {
          const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return field ? `${field}: ${issue.message}` : issue.message;
        })
        .join('; ');
      return reply.status(400).send(body(400, ErrorCode.VALIDATION_ERROR, `Invalid ${where}: ${details}`));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body(429, ErrorCode.RATE_LIMITED, RATE_LIMITED_MESSAGE));
    }
    const known = error.code ? fastifyCodes[error.code] : undefined;
    if (known) {
      const status = error.statusCode ?? 400;
      return reply.status(status).send(body(status, known.code, known.message ?? error.message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body(error.statusCode, ErrorCode.VALIDATION_ERROR, error.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(body(503, ErrorCode.SERVICE_UNAVAILABLE, 'Ferry is briefly unavailable. Please try again in a few seconds.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    tracker?.capture(error, { traceId: String(request.id), method: request.method, route: request.routeOptions.url });
    return reply.status(500).send(body(500, ErrorCode.INTERNAL, 'Something went wrong. Please try again later.'));
  });

}
