import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { TRACE_ID_HEADER } from '@ferry/contracts';

const TRACE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Echo a caller's well-formed X-Trace-Id, otherwise create one. */
export function traceIdFor(request: IncomingMessage): string {
  const header = request.headers[TRACE_ID_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  return value && TRACE_ID.test(value) ? value : randomUUID();
}
