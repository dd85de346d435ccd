import { StateToken } from '@ferry/contracts';
import { z } from 'zod';

/** What the e-mail screen hands the code screen in the router's location state (kept on reload). */
const OtpScreenState = z.object({
  email: z.string(),
  stateToken: StateToken,
  isTncAccepted: z.boolean(),
});
export type OtpScreenState = z.infer<typeof OtpScreenState>;

export function readOtpScreenState(state: unknown): OtpScreenState | null {
  const parsed = OtpScreenState.safeParse(state);
  return parsed.success ? parsed.data : null;
}

/** The caller's app, sent with every sign-in call. */
export const CLIENT_ID = 'widget';
