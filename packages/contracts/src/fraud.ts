import { z } from 'zod';

/**
 * POST fraud/device-session: the device session the widget starts before confirm order
 * (spec 001 section 4, pre-order routing step 9) and sends with create-order as
 * `additionalData.deviceSessionId`.
 */
export const DeviceSessionResponse = z.object({
  deviceSessionId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/),
});
export type DeviceSessionResponse = z.infer<typeof DeviceSessionResponse>;
