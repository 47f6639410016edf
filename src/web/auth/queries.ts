import { queryOptions } from '@tanstack/react-query';
import type { accountContract } from '../../contract/account-routes.js';
import type {
  CurrentUser,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  VerifySecurityQuestionRequest,
} from '../../contract/accounts.js';
import { accountPaths } from '../../contract/paths/account.js';
import { SIGNED_IN_HINT_COOKIE } from '../../contract/session-hint.js';
import { ApiError } from '../lib/api.js';
import { apiClient } from '../lib/api-client.js';
import { forgetAttribution, signupAttribution } from '../lib/landing-attribution.js';

/** The account routes, through their contract (decision 0025); the profile's calls use it too. */
export const accountApi = apiClient<typeof accountContract>(accountPaths);

/** The session: the current user's cache key and query, and the calls that sign in, out and reset. */
export const authKeys = {
  user: [accountPaths.user.path] as const,
};

/** 401 means signed out: no user. */
function signedOutAsNull(err: unknown): null {
  if (err instanceof ApiError && err.status === 401) return null;
  throw err;
}

export const authQueries = {
  /**
   * GET /api/user; null when signed out (401). Without the signed-in hint cookie no session cookie
   * was set in this browser, so the answer is null without asking.
   */
  user: () =>
    queryOptions({
      queryKey: authKeys.user,
      queryFn: ({ signal }) =>
        mayBeSignedIn()
          ? accountApi.user(undefined, { signal }).catch(signedOutAsNull)
          : Promise.resolve(null),
    }),
};

export const logIn = (body: LoginRequest) => accountApi.login({ body });

/** Registers, with the landing page and campaign the visitor came by, if any (credited once). */
export async function register(body: RegisterRequest): Promise<CurrentUser> {
  const user = await accountApi.register({ body: { ...body, ...signupAttribution() } });
  forgetAttribution();
  return user;
}

export const logOut = () => accountApi.logout();

/** Step 1 of a password reset: the account's security question. */
export const verifySecurityQuestion = (body: VerifySecurityQuestionRequest) =>
  accountApi.verifySecurityQuestion({ body });

/** Step 2: the security answer and the new password. */
export const resetPassword = (body: ResetPasswordRequest) => accountApi.resetPassword({ body });

const hintPattern = new RegExp(`(?:^|;\\s*)(?:__Host-)?${SIGNED_IN_HINT_COOKIE}=`);

/** Whether the server has set a session cookie in this browser (see SIGNED_IN_HINT_COOKIE). */
export function mayBeSignedIn(): boolean {
  return typeof document === 'undefined' || hintPattern.test(document.cookie);
}
