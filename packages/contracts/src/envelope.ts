import { z } from 'zod';

/** Every successful answer of the API: `{ "response": ... }`. */
export const successEnvelope = <T extends z.ZodType>(response: T) => z.object({ response });

/** Every failed answer of the API: the HTTP status repeated, a human message and a stable code. */
export const ApiErrorBody = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  code: z.string(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;
