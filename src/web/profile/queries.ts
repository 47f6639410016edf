import { queryOptions } from '@tanstack/react-query';
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  CurrentUser,
  DeleteAccountRequest,
  UpdateProfileRequest,
  UserSettings,
  UserSettingsUpdate,
} from '../../contract/accounts.js';
import { accountPaths } from '../../contract/paths/account.js';
import { accountApi, authKeys } from '../auth/queries.js';
import { queryClient } from '../lib/query-client.js';
import { asUserSettings } from '../lib/user-settings.js';

/** The account's stored settings (profile's Settings tab, home's onboarding) and deleting the account. */
export const settingsKeys = {
  all: [accountPaths.settings.path] as const,
  /** The save's mutation key: screens read a save under way to show the change at once. */
  save: [accountPaths.settings.path, 'save'] as const,
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
        asUserSettings(await accountApi.settings(undefined, { signal })),
    }),
};

/** POST /api/user/settings: the screens send the full object; the answer is what is now stored. */
export const saveSettings = (body: UserSettingsUpdate) => accountApi.saveSettings({ body });

export const deleteAccount = (body: DeleteAccountRequest) => accountApi.deleteAccount({ body });

/** The account as the server now has it, after a change of the profile: the header shows it at once. */
export function showUser(user: CurrentUser): CurrentUser {
  queryClient.setQueryData(authKeys.user, user);
  return user;
}

/** The profile tab's changes: names, e-mail, password and picture. Each answers the account as it now is. */
export const updateProfile = (body: UpdateProfileRequest) =>
  accountApi.updateProfile({ body }).then(showUser);

export const changeEmail = (body: ChangeEmailRequest) => accountApi.changeEmail({ body }).then(showUser);

/** Every other browser signed in to the account is signed out; this one stays. */
export const changePassword = (body: ChangePasswordRequest) => accountApi.changePassword({ body });

export function uploadPicture(file: File): Promise<CurrentUser> {
  const form = new FormData();
  form.append('picture', file);
  return accountApi.uploadPicture({ body: form }).then(showUser);
}

export const removePicture = () => accountApi.removePicture().then(showUser);
