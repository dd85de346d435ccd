import type { RejectedWidgetParam, ReportParamRejectionsResponse } from '@ferry/contracts';
import type { z } from 'zod';
import { apiRequest } from '../client.js';
import { structure } from '../response-check.js';

const reportParamRejectionsResponse = structure<z.infer<typeof ReportParamRejectionsResponse>>({ recorded: 'number' });

/** POST widget-params/rejections: what the widget refused at start, kept for the partner to read. */
export function reportParamRejections({ apiKey, rejected }: { apiKey: string; rejected: RejectedWidgetParam[] }) {
  return apiRequest('widget-params/rejections', {
    method: 'POST',
    schema: reportParamRejectionsResponse,
    body: { apiKey, rejected: rejected.slice(0, 100) },
  });
}
