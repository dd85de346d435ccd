import { DeviceSessionResponse } from '@ferry/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../client.js';

/**
 * POST fraud/device-session: the fraud-detection device session started before confirm order
 * (spec 001 section 4, pre-order routing step 9); create-order sends its id back as
 * `additionalData.deviceSessionId` and the server scores the order with it.
 */
export function startDeviceSession(signal?: AbortSignal) {
  return apiRequest('fraud/device-session', { schema: DeviceSessionResponse, method: 'POST', signal });
}

/** One device session per confirm-order visit; a failed start lets the order go without one (the server scores that too). */
export function useDeviceSession(isEnabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['fraud-device-session'],
      queryFn: ({ signal }) => startDeviceSession(signal),
      enabled: isEnabled,
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
    }),
  );
}
