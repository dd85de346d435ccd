import { z } from 'zod';
import { ApiKey } from './partner.js';

/** One-time code rules (OWASP ASVS 2.7, NIST SP 800-63B 5.1.3). */
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
/** Wrong tries that kill a code: the next try fails even with the right code. */
export const OTP_MAX_ATTEMPTS = 5;

/** Messages the spec fixes for sign-in (spec 000 sections 5 and 8). */
export const AUTH_MESSAGES = {
  botCheckFailed: 'Verification failed. Please try again.',
  botCheckExpired: 'Verification expired. Please try again.',
  invalidOtp: 'Invalid verification code',
  acceptTerms: 'Please accept Terms and Conditions',
} as const;

/** An e-mail as a person types it: trimmed, lower-cased, at most 254 characters (RFC 5321). */
export const Email = z
  .string()
  .max(254, 'email is too long')
  .trim()
  .toLowerCase()
  .pipe(z.email('Please enter a valid email address'));

/** The caller's app: the widget sends 'widget'; partner integrations send their own name. */
export const ClientId = z
  .string()
  .min(1, 'clientId is required')
  .max(100, 'clientId is too long')
  .regex(/^[A-Za-z0-9._-]+$/, 'clientId has characters a client id never has');

/** At least 128 random bits, base64url. */
export const StateToken = z.string().regex(/^[A-Za-z0-9_-]{22,128}$/, 'stateToken is malformed');

export const Otp = z.string().regex(/^\d{6}$/, 'otp must be 6 digits');

/** POST auth/login (generate OTP); the bot-check token travels in X-Hcaptcha-Token. */
export const GenerateOtpRequest = z.object({ apiKey: ApiKey, clientId: ClientId, email: Email });
export type GenerateOtpRequest = z.input<typeof GenerateOtpRequest>;

/**
 * isTncAccepted is false for every e-mail: answering true for e-mails that accepted the terms
 * would tell anyone which e-mails have a Ferry account (see modules/auth/README.md).
 */
export const GenerateOtpResponse = z.object({
  isTncAccepted: z.boolean(),
  email: z.string(),
  stateToken: z.string(),
});
export type GenerateOtpResponse = z.infer<typeof GenerateOtpResponse>;

/** POST auth/verify (verify OTP); isTncAccepted true records acceptance of the current terms. */
export const VerifyOtpRequest = z.object({
  apiKey: ApiKey,
  clientId: ClientId,
  email: Email,
  otp: Otp,
  stateToken: StateToken,
  isTncAccepted: z.boolean().optional(),
});
export type VerifyOtpRequest = z.input<typeof VerifyOtpRequest>;

export const VerifyOtpResponse = z.object({
  /** Sent back as the Authorization header; opaque, stored hashed by the server. */
  accessToken: z.string(),
  expiresAt: z.iso.datetime(),
});
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponse>;

/** POST auth/logout: revokes the access token of the call. */
export const LogoutResponse = z.object({ isLoggedOut: z.literal(true) });
export type LogoutResponse = z.infer<typeof LogoutResponse>;

/**
 * GET auth/bot-check/challenge. ALTCHA (self-hosted proof of work, the default): find `number`
 * in [0, maxnumber] with SHA-256(salt + number) = challenge, then send base64(JSON of
 * {algorithm, challenge, number, salt, signature}). hCaptcha: run the hCaptcha widget with siteKey.
 */
export const AltchaChallenge = z.object({
  provider: z.literal('altcha'),
  algorithm: z.literal('SHA-256'),
  challenge: z.string(),
  maxnumber: z.number().int().positive(),
  salt: z.string(),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof AltchaChallenge>;
export const HcaptchaChallenge = z.object({ provider: z.literal('hcaptcha'), siteKey: z.string() });
export const BotCheckChallenge = z.discriminatedUnion('provider', [
  AltchaChallenge,
  HcaptchaChallenge,
]);
export type BotCheckChallenge = z.infer<typeof BotCheckChallenge>;

/** What the widget sends in X-Hcaptcha-Token after solving an ALTCHA challenge (base64 JSON). */
export const AltchaPayload = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().nonnegative(),
  salt: z.string().max(200),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type AltchaPayload = z.infer<typeof AltchaPayload>;

/** GET sandbox/mailbox?email= (sandbox mode only): every e-mail sent to that address, newest first. */
export const MailboxQuery = z.object({ email: Email });
export const MailboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** The one-time code of a sign-in e-mail, as its own field for testers; null otherwise. */
  code: z.string().nullable(),
  sentAt: z.iso.datetime(),
});
export type MailboxMessage = z.infer<typeof MailboxMessage>;
export const MailboxResponse = z.array(MailboxMessage);
