import type { ErrorCode, InitWidgetResponse, PartnerInfo } from '@ferry/contracts';
import { ClientErrorCode, isApiError } from '../../api/api-error.js';
import { messageForStartError } from '../../api/start-error-message.js';
import { ERROR_MESSAGES, partnerInactiveMessage, partnerKybNotApprovedMessage } from '../../i18n/error-messages.js';

interface QueryState<T> {
  status: 'pending' | 'error' | 'success';
  data?: T;
  error?: unknown;
}

export type StartupOutcome =
  | { kind: 'loading' }
  | { kind: 'ready' }
  | { kind: 'scam' }
  | { kind: 'blocked'; title?: string; message: string };

export interface StartupInput {
  isApiKeyWellFormed: boolean;
  initWidget: QueryState<InitWidgetResponse>;
  partner: QueryState<PartnerInfo>;
  /** Currencies, countries and the visitor's country. */
  others: readonly QueryState<unknown>[];
}

const invalidApiKey = (): StartupOutcome => ({ kind: 'blocked', title: ERROR_MESSAGES.invalidApiKeyTitle, message: ERROR_MESSAGES.invalidApiKey });

/**
 * Init-data failures (spec 001 section 8): a network or rate-limit problem says so; a refusal
 * with the server's message shows that message (through the catalogue, by code first); a 400 is
 * reported, not shown, and a 5xx's details never are: both get the default message.
 */
function initDataFailure(error: unknown): StartupOutcome {
  if (isApiError(error)) {
    if (error.code === ClientErrorCode.NETWORK_ERROR) return { kind: 'blocked', message: ERROR_MESSAGES.network };
    if (error.status === 429) return { kind: 'blocked', message: ERROR_MESSAGES.rateLimited };
    // A 400 at start-up is reported to error tracking, its details not shown (spec 000 section 8).
    // (The error-tracking module loads only then, keeping it out of the start-up bundle.)
    if (error.status === 400) {
      const context = { phase: 'start-up', code: error.code, traceId: error.traceId };
      void import('../../error-tracking/error-tracking.js').then(({ reportError }) => reportError(error, context));
    } else if (error.status > 400 && error.status < 500 && error.code !== ClientErrorCode.INVALID_RESPONSE) {
      return { kind: 'blocked', message: messageForStartError(error) };
    }
  }
  return { kind: 'blocked', message: ERROR_MESSAGES.initData };
}

function partnerFailure(error: unknown): StartupOutcome {
  if (!isApiError(error)) return initDataFailure(error);
  switch (error.code) {
    // Codes as checked literals, not ErrorCode.X: the start path must not carry the whole code list.
    case 'PARTNER_NOT_FOUND' satisfies ErrorCode:
      return invalidApiKey();
    case 'PARTNER_INACTIVE' satisfies ErrorCode:
    case 'PARTNER_KYB_NOT_APPROVED' satisfies ErrorCode:
      // The code's params name the company.
      return { kind: 'blocked', message: messageForStartError(error) };
    case 'PARTNER_DOMAIN_NOT_ALLOWED' satisfies ErrorCode:
      return { kind: 'blocked', title: ERROR_MESSAGES.technicalIssueTitle, message: ERROR_MESSAGES.technicalIssue };
    default:
      return error.status === 404 ? invalidApiKey() : initDataFailure(error);
  }
}

/**
 * What the widget start leads to (spec 000 section 4 "Widget start"): the scam check decides
 * first, then the partner (it must be active and KYB-approved), then the rest of the initial data.
 */
export function startupOutcome({ isApiKeyWellFormed, initWidget, partner, others }: StartupInput): StartupOutcome {
  if (initWidget.status === 'error') return initDataFailure(initWidget.error);
  if (initWidget.status === 'pending') return { kind: 'loading' };
  if (initWidget.data?.result === false) return { kind: 'scam' };

  if (!isApiKeyWellFormed) return invalidApiKey();
  if (partner.status === 'error') return partnerFailure(partner.error);
  if (partner.status === 'success' && partner.data) {
    if (partner.data.status !== 'ACTIVE') return { kind: 'blocked', message: partnerInactiveMessage(partner.data.company) };
    if (partner.data.kybStatus !== 'APPROVED') {
      return { kind: 'blocked', message: partnerKybNotApprovedMessage(partner.data.company) };
    }
  }

  const failed = others.find((query) => query.status === 'error');
  if (failed) return initDataFailure(failed.error);
  if (partner.status === 'pending' || others.some((query) => query.status === 'pending')) return { kind: 'loading' };
  return { kind: 'ready' };
}
