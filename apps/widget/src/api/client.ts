import { isObject, TRACE_ID_HEADER, type ApiErrorBody } from '@ferry/contracts';
import { activeLanguage } from '../i18n/i18n.js';
import { sessionStore } from '../stores/session-store.js';
import { ApiError, ClientErrorCode } from './api-error.js';
import { apiUrl, type ApiQuery } from './api-url.js';
import { takeEarlyAnswer } from './early-answers.js';
import { ApiEvent, dispatchApiEvent } from './api-events.js';
import type { ResponseCheck } from './response-check.js';

export interface RequestOptions<T> {
  /** Check of the `response` field of a successful answer: its contract schema or a structural check. */
  schema: ResponseCheck<T>;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: ApiQuery;
  body?: unknown;
  /** Extra headers of one call (X-Session-ID, X-Ott). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The error envelope (contracts ApiErrorBody), checked by hand: every failure passes here. */
function isApiErrorBody(body: unknown): body is ApiErrorBody {
  return (
    isObject(body) &&
    Number.isInteger(body.statusCode) &&
    typeof body.message === 'string' &&
    typeof body.code === 'string'
  );
}

function isErrorParams(value: unknown): value is Record<string, string | number> {
  return isObject(value) && Object.values(value).every((entry) => typeof entry === 'string' || typeof entry === 'number');
}

function failureFrom(response: Response, body: unknown, traceId: string): ApiError {
  const known = isApiErrorBody(body) ? body : undefined;
  const status = response.ok && known ? known.statusCode : response.status;
  return new ApiError({
    code: known ? known.code : `HTTP_${status}`,
    status,
    message: known ? known.message : response.statusText,
    traceId,
    params: known && isErrorParams(known.params) ? known.params : {},
  });
}

/** An answer that says it failed in its body is a failure whatever its HTTP status (spec 001 section 7). */
function reportsFailure(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('statusCode' in body) || !('message' in body)) return false;
  return typeof body.statusCode === 'number' && body.statusCode !== 200 && typeof body.message === 'string';
}

/** A failure the whole widget reacts to is announced, with the failing call's path, before the caller sees it. */
function announce(error: ApiError, path: string): void {
  if (error.status === 401) {
    sessionStore.remove('authToken');
    dispatchApiEvent(ApiEvent.logout, { path: path.replace(/^\//, '') });
  } else if (error.status === 429) {
    dispatchApiEvent(ApiEvent.rateLimited);
  } else if (error.code === ClientErrorCode.NETWORK_ERROR) {
    dispatchApiEvent(ApiEvent.networkError);
  }
}

/**
 * Calls the Ferry API: adds a trace id, the widget's language and the stored login, and returns
 * the `response` field checked against its contract. Every failure is an ApiError with a code.
 */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const url = apiUrl(path, options.query);
  const authToken = sessionStore.get('authToken');
  // A start-up call index.html's starter already sent, with the same address and login (early-answers.ts).
  const isPlainGet = (options.method ?? 'GET') === 'GET' && options.body === undefined && options.headers === undefined;
  const early = isPlainGet ? takeEarlyAnswer(url, authToken ?? null) : undefined;
  const traceId = early?.traceId ?? crypto.randomUUID();
  // The server answers texts (forms, the UK question bank) in it and stores it for the user's e-mails.
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': activeLanguage(), [TRACE_ID_HEADER]: traceId });
  if (authToken) headers.set('Authorization', authToken);
  // Multipart bodies (uploads) set their own content type with its boundary.
  const isFormData = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isFormData) headers.set('Content-Type', 'application/json');
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

  let response: Response;
  try {
    response = await (early?.response ??
      fetch(url, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : isFormData ? (options.body as FormData) : JSON.stringify(options.body),
        signal: options.signal,
      }));
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const error = new ApiError({ code: ClientErrorCode.NETWORK_ERROR, status: 0, message: 'Failed to fetch', traceId });
    announce(error, path);
    throw error;
  }

  const body = await readJson(response);
  if (!response.ok || reportsFailure(body)) {
    const error = failureFrom(response, body, traceId);
    announce(error, path);
    throw error;
  }
  // The success envelope (contracts successEnvelope): `{ response }`, the response checked.
  const parsed = isObject(body) ? options.schema.safeParse(body.response) : { success: false as const };
  if (!parsed.success) {
    throw new ApiError({
      code: ClientErrorCode.INVALID_RESPONSE,
      status: response.status,
      message: `The answer of ${path} does not match its contract`,
      traceId,
    });
  }
  return parsed.data;
}
