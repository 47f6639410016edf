import { queryOptions } from '@tanstack/react-query';
import type {
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SuccessResponse,
  User,
  VerifySecurityQuestionRequest,
  VerifySecurityQuestionResponse,
} from '../../contract/accounts.js';
import { apiGet, apiJson } from '../lib/api.js';

/** The session: the current user's cache key and query, and the calls that sign in, out and reset. */
export const authKeys = {
  user: ['/api/user'] as const,
};

export const authQueries = {
  /** GET /api/user; null when signed out (401). */
  user: () =>
    queryOptions({
      queryKey: authKeys.user,
      queryFn: ({ signal }) => apiGet<User | null>('/api/user', { signal, on401: 'null' }),
    }),
};

export const logIn = (body: LoginRequest) => apiJson<User>('POST', '/api/login', body);

export const register = (body: RegisterRequest) => apiJson<User>('POST', '/api/register', body);

export const logOut = () => apiJson<SuccessResponse>('POST', '/api/logout');

/** Step 1 of a password reset: the account's security question. */
export const verifySecurityQuestion = (body: VerifySecurityQuestionRequest) =>
  apiJson<VerifySecurityQuestionResponse>('POST', '/api/verify-security-question', body);

/** Step 2: the security answer and the new password. */
export const resetPassword = (body: ResetPasswordRequest) =>
  apiJson<SuccessResponse>('POST', '/api/reset-password', body);
