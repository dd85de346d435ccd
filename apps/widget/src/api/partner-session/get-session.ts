import { SESSION_ID_HEADER, WidgetSessionResponse } from '@ferry/contracts';
import { apiRequest } from '../client.js';

/** GET session (X-Session-ID): a partner-created session, which opens once. */
export function getSession(sessionId: string) {
  return apiRequest('session', { schema: WidgetSessionResponse, headers: { [SESSION_ID_HEADER]: sessionId } });
}
