import { queryOptions } from '@tanstack/react-query';
import type {
  DeleteAccountRequest,
  SuccessResponse,
  UserSettings,
  UserSettingsUpdate,
} from '../../contract/accounts.js';
import { apiGet, apiJson } from '../lib/api.js';
import { asUserSettings } from '../lib/user-settings.js';

/** The account's stored settings (profile's Settings tab, home's onboarding) and deleting the account. */
export const settingsKeys = {
  all: ['/api/user/settings'] as const,
  /** The save's mutation key: screens read a save under way to show the change at once. */
  save: ['/api/user/settings', 'save'] as const,
};

export const settingsQueries = {
  /**
   * GET /api/user/settings. An answer without the settings' shape reads as null, and the screens
   * show the defaults instead of failing.
   */
  current: () =>
    queryOptions({
      queryKey: settingsKeys.all,
      queryFn: async ({ signal }): Promise<UserSettings | null> =>
        asUserSettings(await apiGet<unknown>('/api/user/settings', { signal })),
    }),
};

/** POST /api/user/settings: the screens send the full object; the answer is what is now stored. */
export const saveSettings = (body: UserSettingsUpdate) =>
  apiJson<UserSettings>('POST', '/api/user/settings', body);

export const deleteAccount = (body: DeleteAccountRequest) =>
  apiJson<SuccessResponse>('POST', '/api/user/delete', body);
