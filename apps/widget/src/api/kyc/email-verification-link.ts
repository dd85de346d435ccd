import { z } from 'zod';
import { apiRequest } from '../client.js';

/** E-mails the verification link to the user, who continues on a device with a camera. */
export function emailVerificationLink(workflowRunId: string) {
  return apiRequest(`kyc/workflow-run/${encodeURIComponent(workflowRunId)}/email-link`, {
    schema: z.object({ isSent: z.boolean() }),
    method: 'POST',
  });
}
