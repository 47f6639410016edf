import { queryOptions } from '@tanstack/react-query';
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  CurrentUser,
  DeleteAccountRequest,
  SuccessResponse,
  UpdateProfileRequest,
  UserSettings,
  UserSettingsUpdate,
} from '../../contract/accounts.js';
import { authKeys } from '../auth/queries.js';
import { apiGet, apiJson } from '../lib/api.js';
import { queryClient } from '../lib/query-client.js';
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

/** The account as the server now has it, after a change of the profile: the header shows it at once. */
export function showUser(user: CurrentUser): CurrentUser {
  queryClient.setQueryData(authKeys.user, user);
  return user;
}

/** The profile tab's changes: names, e-mail, password and picture. Each answers the account as it now is. */
export const updateProfile = (body: UpdateProfileRequest) =>
  apiJson<CurrentUser>('PATCH', '/api/user', body).then(showUser);

export const changeEmail = (body: ChangeEmailRequest) =>
  apiJson<CurrentUser>('POST', '/api/user/email', body).then(showUser);

/** Every other browser signed in to the account is signed out; this one stays. */
export const changePassword = (body: ChangePasswordRequest) =>
  apiJson<SuccessResponse>('POST', '/api/user/password', body);

export function uploadPicture(file: File): Promise<CurrentUser> {
  const form = new FormData();
  form.append('picture', file);
  return apiJson<CurrentUser>('PUT', '/api/user/picture', form).then(showUser);
}

export const removePicture = () => apiJson<CurrentUser>('DELETE', '/api/user/picture').then(showUser);
