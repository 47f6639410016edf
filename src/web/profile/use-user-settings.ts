import { useMutation, useQuery } from '@tanstack/react-query';
import { defaultUserSettings, type UserSettings, userSettingsSchema } from '../../contract/accounts.js';
import { apiRequest, errorMessage } from '../lib/api.js';
import { queryClient } from '../lib/query-client.js';
import { toast } from '../ui/use-toast.js';

export const settingsQueryKey = ['/api/user/settings'];

/** The two settings this page shows; anything unreadable falls back to transcriptions off, no preference. */
export type ShownSettings = Pick<UserSettings, 'enableTranscriptions' | 'genderPreference'>;
const shownSchema = userSettingsSchema.pick({ enableTranscriptions: true, genderPreference: true });
const fallback: ShownSettings = {
  enableTranscriptions: defaultUserSettings.enableTranscriptions,
  genderPreference: defaultUserSettings.genderPreference,
};

/** GET /api/user/settings (retried once), read defensively: an error or invalid data gives the fallback. */
export function useUserSettings() {
  const query = useQuery<unknown>({ queryKey: settingsQueryKey, retry: 1 });
  const full = userSettingsSchema.safeParse(query.data);
  const shown = shownSchema.safeParse(query.data);
  return {
    isLoading: query.isLoading,
    /** True when the page shows the fallback because the settings could not be read. */
    isFallback: !query.isLoading && !shown.success,
    settings: shown.success ? shown.data : fallback,
    /** The full stored object when it was valid; the save then sends all of it back. */
    full: full.success ? full.data : null,
  };
}

/**
 * Saves a change at once with the full settings object (spec section 7). The switch or select moves
 * immediately; on failure the toast names the server's reason and the stored settings are fetched again.
 */
export function useSaveSettings() {
  const current = useUserSettings();
  const mutation = useMutation({
    mutationFn: async (body: Partial<UserSettings>) =>
      (await apiRequest('POST', '/api/user/settings', body)).json() as Promise<UserSettings>,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: settingsQueryKey });
      queryClient.setQueryData(settingsQueryKey, body);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueryKey, saved);
      toast({
        title: 'Settings updated',
        description: 'Your profile settings have been saved',
        variant: 'success',
      });
    },
    onError: (err) => {
      toast({ title: 'Failed to update settings', description: errorMessage(err), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
  });

  const save = (change: Partial<ShownSettings>) =>
    mutation.mutate({ ...(current.full ?? current.settings), ...change });
  return { save, isSaving: mutation.isPending };
}
