import { queryOptions } from '@tanstack/react-query';
import type {
  CurrentUser,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SuccessResponse,
  VerifySecurityQuestionRequest,
  VerifySecurityQuestionResponse,
} from '../../contract/accounts.js';
import { SIGNED_IN_HINT_COOKIE } from '../../contract/session-hint.js';
import { apiGet, apiJson } from '../lib/api.js';
import { forgetAttribution, signupAttribution } from '../lib/landing-attribution.js';

/** The session: the current user's cache key and query, and the calls that sign in, out and reset. */
export const authKeys = {
  user: ['/api/user'] as const,
};

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
          ? apiGet<CurrentUser | null>('/api/user', { signal, on401: 'null' })
          : Promise.resolve(null),
    }),
};

export const logIn = (body: LoginRequest) => apiJson<CurrentUser>('POST', '/api/login', body);

/** Registers, with the landing page and campaign the visitor came by, if any (credited once). */
export async function register(body: RegisterRequest): Promise<CurrentUser> {
  const user = await apiJson<CurrentUser>('POST', '/api/register', { ...body, ...signupAttribution() });
  forgetAttribution();
  return user;
}

export const logOut = () => apiJson<SuccessResponse>('POST', '/api/logout');

/** Step 1 of a password reset: the account's security question. */
export const verifySecurityQuestion = (body: VerifySecurityQuestionRequest) =>
  apiJson<VerifySecurityQuestionResponse>('POST', '/api/verify-security-question', body);

/** Step 2: the security answer and the new password. */
export const resetPassword = (body: ResetPasswordRequest) =>
  apiJson<SuccessResponse>('POST', '/api/reset-password', body);

const hintPattern = new RegExp(`(?:^|;\\s*)(?:__Host-)?${SIGNED_IN_HINT_COOKIE}=`);

/** Whether the server has set a session cookie in this browser (see SIGNED_IN_HINT_COOKIE). */
export function mayBeSignedIn(): boolean {
  return typeof document === 'undefined' || hintPattern.test(document.cookie);
}
