import { z } from 'zod';

/** Every successful answer of the API: `{ "response": ... }`. */
export const successEnvelope = <T extends z.ZodType>(response: T) => z.object({ response });

/** The values a message needs ({min}, {window}, ...), so a client can word the code in its own language. */
export const ErrorParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type ErrorParams = z.infer<typeof ErrorParams>;

/**
 * Every failed answer of the API: the HTTP status repeated, a stable code, its parameters when the
 * text needs values, and an English message for logs and API users. Clients word the code, never
 * the message.
 */
export const ApiErrorBody = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  code: z.string(),
  params: ErrorParams.optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
