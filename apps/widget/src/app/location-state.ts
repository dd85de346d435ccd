import { z } from 'zod';

/** What screens pass each other in the router's location state. */
const LocationState = z.object({
  /** Set on back navigations, which the history tracker must not record as forward moves. */
  isBack: z.boolean().optional(),
  /** The screen the menu was opened from; its close cross returns there. */
  from: z.object({ pathname: z.string(), search: z.string() }).optional(),
});
export type LocationState = z.infer<typeof LocationState>;

export function readLocationState(state: unknown): LocationState {
  const parsed = LocationState.safeParse(state);
  return parsed.success ? parsed.data : {};
}

export const BACK_STATE: LocationState = { isBack: true };
