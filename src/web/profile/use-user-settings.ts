import { useMutation, useQuery } from '@tanstack/react-query';
import { defaultUserSettings, type UserSettings } from '../../contract/accounts.js';
import { errorMessage } from '../lib/api.js';
import { queryClient } from '../lib/query-client.js';
import { toast } from '../ui/use-toast.js';
import { saveSettings, settingsKeys, settingsQueries } from './queries.js';

/** The two settings this page shows; anything unreadable falls back to transcriptions off, no preference. */
export type ShownSettings = Pick<UserSettings, 'enableTranscriptions' | 'genderPreference'>;
const fallback: ShownSettings = {
  enableTranscriptions: defaultUserSettings.enableTranscriptions,
  genderPreference: defaultUserSettings.genderPreference,
};

/** The stored settings (retried once); an error or an unreadable answer gives the fallback. */
export function useUserSettings() {
  const query = useQuery({ ...settingsQueries.current(), retry: 1 });
  const full = query.data ?? null;
  return {
    isLoading: query.isLoading,
    /** True when the page shows the fallback because the settings could not be read. */
    isFallback: !query.isLoading && !full,
    settings: full
      ? { enableTranscriptions: full.enableTranscriptions, genderPreference: full.genderPreference }
      : fallback,
    /** The full stored object when it was readable; the save then sends all of it back. */
    full,
  };
}

/**
 * Saves a change at once, sending the full settings object. The switch or select moves immediately;
 * on failure the toast names the server's reason and the stored settings are fetched again.
 */
export function useSaveSettings() {
  const current = useUserSettings();
  const mutation = useMutation({
    mutationFn: saveSettings,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: settingsKeys.all });
      // Shown at once; settings never read are not made up, the server's answer fills them in.
      queryClient.setQueryData(settingsQueries.current().queryKey, (stored) =>
        stored ? { ...stored, ...body } : stored,
      );
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueries.current().queryKey, saved);
      toast({
        title: 'Settings updated',
        description: 'Your profile settings have been saved',
        variant: 'success',
      });
    },
    onError: (err) => {
      toast({ title: 'Failed to update settings', description: errorMessage(err), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });

  const save = (change: Partial<ShownSettings>) =>
    mutation.mutate({ ...(current.full ?? current.settings), ...change });
  return { save, isSaving: mutation.isPending };
}
