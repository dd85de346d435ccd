import { ReportParamRejectionsResponse, type RejectedWidgetParam } from '@ferry/contracts';
import { apiRequest } from '../client.js';

/** POST widget-params/rejections: what the widget refused at start, kept for the partner to read. */
export function reportParamRejections({ apiKey, rejected }: { apiKey: string; rejected: RejectedWidgetParam[] }) {
  return apiRequest('widget-params/rejections', {
    method: 'POST',
    schema: ReportParamRejectionsResponse,
    body: { apiKey, rejected: rejected.slice(0, 100) },
  });
}
