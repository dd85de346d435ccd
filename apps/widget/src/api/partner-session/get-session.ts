import { SESSION_ID_HEADER, type WidgetSessionResponse } from '@ferry/contracts';
import { apiRequest } from '../client.js';
import { structure } from '../response-check.js';

const widgetSessionResponse = structure<WidgetSessionResponse>({
  partnerApiKey: 'string',
  authContext: 'object',
  widgetParams: 'object',
  signedQuery: 'string',
});

/** GET session (X-Session-ID): a partner-created session, which opens once. */
export function getSession(sessionId: string) {
  return apiRequest('session', { schema: widgetSessionResponse, headers: { [SESSION_ID_HEADER]: sessionId } });
}
