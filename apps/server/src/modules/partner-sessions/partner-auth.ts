import { PARTNER_API_KEY_HEADER, PARTNER_SECRET_HEADER, type PartnerInfo } from '@ferry/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { authenticatePartner } from './partner-credentials.service.js';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The partner calling the partner API, from X-Api-Key and X-Partner-Secret. */
export function partnerFromHeaders(ctx: AppContext, request: FastifyRequest): Promise<PartnerInfo> {
  return authenticatePartner(ctx, {
    apiKey: header(request, PARTNER_API_KEY_HEADER),
    secret: header(request, PARTNER_SECRET_HEADER),
  });
}

export const partnerApiDocs = {
  tags: ['partner API'],
  description:
    'Server to server: authenticate with the headers X-Api-Key (the partner key) and X-Partner-Secret.',
};
