import { useMutation, useMutationState, useQuery } from '@tanstack/react-query';
import { defaultUserSettings, type UserSettings, type UserSettingsUpdate } from '../../contract/accounts.js';
import { translator } from '../i18n/current.js';
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

/**
 * The stored settings (retried once); an error or an unreadable answer gives the fallback. A save
 * under way shows at once (the switch or select moves), and a failed one falls back to what is stored.
 */
export function useUserSettings() {
  const query = useQuery({ ...settingsQueries.current(), retry: 1 });
  const saving = useMutationState({
    filters: { mutationKey: settingsKeys.save, status: 'pending' },
    select: (mutation) => mutation.state.variables as UserSettingsUpdate,
  }).at(-1);
  const full = query.data ?? null;
  const shown = full
    ? { enableTranscriptions: full.enableTranscriptions, genderPreference: full.genderPreference }
    : fallback;
  return {
    isLoading: query.isLoading,
    /** True when the page shows the fallback because the settings could not be read. */
    isFallback: !query.isLoading && !full,
    settings: {
      enableTranscriptions: saving?.enableTranscriptions ?? shown.enableTranscriptions,
      genderPreference:
        saving && 'genderPreference' in saving ? (saving.genderPreference ?? null) : shown.genderPreference,
    },
    /** The full stored object when it was readable; the save then sends all of it back. */
    full,
  };
}

/**
 * Saves a change at once, sending the full settings object (the screen shows it while it is under way,
 * see useUserSettings); on failure the toast names the server's reason and the stored settings are
 * fetched again.
 */
export function useSaveSettings() {
  const current = useUserSettings();
  const mutation = useMutation({
    mutationKey: settingsKeys.save,
    mutationFn: saveSettings,
    onMutate: () => queryClient.cancelQueries({ queryKey: settingsKeys.all }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueries.current().queryKey, saved);
      toast({
        title: translator()('Settings updated'),
        description: translator()('Your profile settings have been saved'),
        variant: 'success',
      });
    },
    onError: (err) => {
      toast({
        title: translator()('Failed to update settings'),
        description: errorMessage(err),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });

  const save = (change: Partial<ShownSettings>) =>
    mutation.mutate({ ...(current.full ?? current.settings), ...change });
  return { save, isSaving: mutation.isPending };
}
