import { type UseMutationResult, useMutation, useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import type { CurrentUser, LoginRequest, RegisterRequest, User } from '../../contract/accounts.js';
import { translator } from '../i18n/current.js';
import { errorMessage } from '../lib/api.js';
import { queryClient } from '../lib/query-client.js';
import { markWelcomed } from '../lib/welcome-session.js';
import { toast } from '../ui/use-toast.js';
import { authKeys, authQueries, logIn, logOut, register } from './queries.js';

type AuthContextValue = {
  user: CurrentUser | null;
  /** Whether the first answer about the session is still awaited. */
  isLoading: boolean;
  /**
   * Whether it is not yet known who is signed in. A page prerendered at build time starts as the guest
   * sees it and checks the session in the background (`isLoading` stays false so the HTML matches);
   * pages that must not act on a guest by mistake (signed-in and admin pages, checkout) wait for this.
   */
  isPending: boolean;
  loginMutation: UseMutationResult<CurrentUser, Error, LoginRequest>;
  registerMutation: UseMutationResult<CurrentUser, Error, RegisterRequest>;
  logoutMutation: UseMutationResult<void, Error, void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * A new session (or none): the current user is set first, then every other cached answer, which
 * belonged to the previous session, is dropped. Clearing the whole cache instead would leave the
 * mounted current-user query showing the old user for a moment (and /auth would send them to /).
 */
export function setSessionUser(user: CurrentUser | null): void {
  queryClient.setQueryData(authKeys.user, user);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.user[0] });
}

/** The signed-in user and the login, register and logout actions, each with its success or failure toast. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { data: user, isLoading, isFetching } = useQuery(authQueries.user());
  const isPending = isLoading || (isFetching && user === null);

  const loginMutation = useMutation<CurrentUser, Error, LoginRequest>({
    mutationFn: logIn,
    onSuccess: (signedIn) => {
      setSessionUser(signedIn);
      const t = translator();
      toast({
        title: t('Login successful'),
        description: signedIn.firstName
          ? t('Welcome back, {name}', { name: signedIn.firstName })
          : t('Welcome back'),
        variant: 'success',
      });
    },
    onError: (error) => {
      toast({
        title: translator()('Login failed'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });

  const registerMutation = useMutation<CurrentUser, Error, RegisterRequest>({
    mutationFn: register,
    onSuccess: (created) => {
      // Someone who has just registered is not "welcomed back" in this session.
      markWelcomed(created.id);
      setSessionUser(created);
      const t = translator();
      toast({
        title: t('Registration successful'),
        description: created.firstName ? t('Welcome, {name}', { name: created.firstName }) : t('Welcome'),
        variant: 'success',
      });
    },
    onError: (error) => {
      const t = translator();
      toast({
        title: t('Registration failed'),
        description: errorMessage(error) || t('Something went wrong'),
        variant: 'destructive',
      });
    },
  });

  const logoutMutation = useMutation<void, Error, void>({
    mutationFn: async () => {
      // While still signed in: this browser stops receiving the account's reminders (a shared computer).
      await import('../lib/push-client.js').then((m) => m.forgetReminderPush()).catch(() => {});
      await logOut();
    },
    onSuccess: () => {
      setSessionUser(null);
      const t = translator();
      toast({ title: t('Logged out'), description: t('You have been successfully logged out') });
    },
    onError: (error) => {
      toast({
        title: translator()('Logout failed'),
        description: errorMessage(error),
        variant: 'destructive',
      });
    },
  });

  const value = { user: user ?? null, isLoading, isPending, loginMutation, registerMutation, logoutMutation };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}

/** Initials from first and last name, else the username's first letter, else 'U'. */
export function initials(user: Pick<User, 'firstName' | 'lastName' | 'username'> | null): string {
  if (!user) return 'U';
  const fromNames = `${user.firstName?.trim()[0] ?? ''}${user.lastName?.trim()[0] ?? ''}`;
  if (fromNames) return fromNames.toUpperCase();
  return user.username.trim()[0]?.toUpperCase() ?? 'U';
}

export function displayName(user: Pick<User, 'firstName' | 'username'>): string {
  return user.firstName?.trim() || user.username;
}
