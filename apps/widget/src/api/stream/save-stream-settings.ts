import { StreamSettings, type StreamSettingsRequest } from '@ferry/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../client.js';
import { USER_QUERY_KEY } from '../user/get-user.js';

/** Stream settings save (spec 001 section 7): PUT when a stream payment method exists, else POST. */
export function saveStreamSettings({ method, body }: { method: 'POST' | 'PUT'; body: StreamSettingsRequest }) {
  return apiRequest('stream/settings', { schema: StreamSettings, method, body });
}

/** Saves the withdrawal details; the user record (its offRampStream block) is fetched again. */
export function useSaveStreamSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStreamSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}
