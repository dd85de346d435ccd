import { z } from 'zod';
import { Email } from './auth.js';
import { ApiKey } from './partner.js';
import { RejectedWidgetParam } from './widget-params.js';

/** A widget session and a one-time token live 5 minutes and open the widget once. */
export const PARTNER_SESSION_TTL_SECONDS = 300;
/** Most parameters one partner session may carry. */
export const SESSION_PARAMS_MAX_KEYS = 100;
/** Longest raw query the widget may ask the server to verify. */
export const VERIFY_QUERY_MAX_LENGTH = 262_144;

const Scalar = z.union([z.string().max(65_536), z.number(), z.boolean()]);

/**
 * One widget parameter as a partner's server sends it: text, a number or a boolean, a list of
 * them, or a JSON object (walletAddressesData, userData).
 */
export const SessionParamValue = z.union([
  Scalar,
  z.array(Scalar).max(200),
  z.record(z.string().max(200), z.json()),
]);

/** POST partner/widget-sessions: the body is the widget parameters (spec 000 section 3). */
export const CreateWidgetSessionRequest = z
  .record(z.string().min(1).max(100), SessionParamValue)
  .refine((params) => Object.keys(params).length <= SESSION_PARAMS_MAX_KEYS, {
    message: `at most ${SESSION_PARAMS_MAX_KEYS} parameters`,
  });
export type CreateWidgetSessionRequest = z.infer<typeof CreateWidgetSessionRequest>;

/** Widget parameters in query form: what the widget merges into its query at start. */
export const SessionWidgetParams = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
export type SessionWidgetParams = z.infer<typeof SessionWidgetParams>;

export const CreateWidgetSessionResponse = z.object({
  /** Single use, valid PARTNER_SESSION_TTL_SECONDS; only its hash is stored. */
  sessionId: z.string(),
  /** The widget opened with this session: `{publicUrl}/?apiKey=...&sessionId=...`. */
  widgetUrl: z.string(),
  expiresAt: z.iso.datetime(),
  /** Parameters the widget will refuse, with why: checked now so the partner sees them first. */
  rejected: z.array(RejectedWidgetParam),
});
export type CreateWidgetSessionResponse = z.infer<typeof CreateWidgetSessionResponse>;

/** GET session (header X-Session-ID), spec 000 section 7. */
export const WidgetSessionResponse = z.object({
  partnerApiKey: z.string(),
  authContext: z.object({ userAccessToken: z.string().nullable() }),
  widgetParams: SessionWidgetParams,
  /**
   * The session's parameters as a query string signed with the partner's secret, so that the
   * server can later check the trusted values (walletAddress, email...) as for a signed URL.
   */
  signedQuery: z.string(),
});
export type WidgetSessionResponse = z.infer<typeof WidgetSessionResponse>;

export const SessionIdHeader = z.string().min(1).max(200);

/** POST partner/one-time-tokens: a token for one user, whose e-mail the partner has verified. */
export const CreateOneTimeTokenRequest = z.object({ email: Email });
export const CreateOneTimeTokenResponse = z.object({
  ott: z.string(),
  expiresAt: z.iso.datetime(),
});
export type CreateOneTimeTokenResponse = z.infer<typeof CreateOneTimeTokenResponse>;

/** POST exchange-token (header X-Ott), spec 000 section 7: `id` is the user's access token. */
export const ExchangeTokenRequest = z.object({ partnerApiKey: ApiKey });
export const ExchangeTokenResponse = z.object({ id: z.string() });
export type ExchangeTokenResponse = z.infer<typeof ExchangeTokenResponse>;

/** POST widget-params/verify: the widget cannot hold the partner's secret, so the server checks. */
export const VerifyWidgetQueryRequest = z.object({
  apiKey: ApiKey,
  /** The raw query string as the browser shows it (location.search). */
  query: z.string().max(VERIFY_QUERY_MAX_LENGTH),
});
export const SigningVerdictResponse = z.object({
  requiresSignedUrl: z.boolean(),
  isSigned: z.boolean(),
  isValid: z.boolean(),
});
export type SigningVerdictResponse = z.infer<typeof SigningVerdictResponse>;

/** POST widget-params/rejections: what the widget refused at start, kept for the partner. */
export const ReportParamRejectionsRequest = z.object({
  apiKey: ApiKey,
  rejected: z
    .array(RejectedWidgetParam.extend({ reason: z.string().max(500) }))
    .min(1)
    .max(100),
});
export const ReportParamRejectionsResponse = z.object({ recorded: z.number().int() });

/** GET partner/param-rejections: the newest rejections reported for the partner's key. */
export const ParamRejection = RejectedWidgetParam.extend({ reportedAt: z.iso.datetime() });
export const ParamRejectionsResponse = z.array(ParamRejection);
export type ParamRejection = z.infer<typeof ParamRejection>;
