import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type deleteAccountRequestSchema, messages } from '../../contract/accounts.js';
import { keepTrialEmail } from '../billing/trial-emails.js';
import { users } from '../db/schema/index.js';
import type { LimitKey } from '../http/brute-force.js';
import { confirmPassword } from './current-password.js';
import type { AccountDeps, ClientInfo } from './deps.js';

export type DeleteAccountInput = z.infer<typeof deleteAccountRequestSchema>;
type RemoveDeps = Pick<AccountDeps, 'db' | 'config' | 'clock' | 'limiter' | 'beforeDelete' | 'afterDelete'>;

/**
 * Deletes the signed-in user after checking the password. Everything the account owns goes with the
 * row, as its foreign keys cascade: sessions (so every signed-in browser is signed out), conversations
 * and their messages, assistant threads and their messages, reminders, remembered facts and the memory switch, push subscriptions,
 * subscriptions, checkouts, uploaded files and the Stripe customer link (the files' stored bytes are
 * deleted right after: afterDelete). Landing-page analytics and campaigns keep
 * their counts with the user id set to null, and so do contact tickets (with the staff's answers). A wrong password counts as a failed login, so this
 * cannot be used to guess passwords faster than the login form allows. A subscription at Stripe is
 * canceled there before anything is deleted (beforeDelete), so nobody goes on being charged. When the
 * account used Basic's trial, a salted hash of its e-mail is kept, so the address gets no second trial
 * (billing/trial-emails.ts).
 */
export async function deleteAccount(
  deps: RemoveDeps,
  userId: number,
  input: DeleteAccountInput,
  client: ClientInfo,
): Promise<{ success: true; message: string }> {
  // Counted like a login; the right password is no failed login.
  const { counters } = await confirmPassword(deps, userId, input.password, client, 'password');
  await removeAccount(deps, userId, counters);
  return { success: true, message: messages.accountDeleted };
}

/**
 * Removes an account and everything it owns (see deleteAccount); the account's own deletion and an
 * admin's both end here. A Stripe subscription is canceled at Stripe first; if that fails the account
 * stays. Answers false when there was no such account.
 */
export async function removeAccount(
  deps: RemoveDeps,
  userId: number,
  /** The caller's attempt counters about this account, cleared with it. */
  counters: LimitKey[] = [],
): Promise<boolean> {
  await deps.beforeDelete?.(userId);
  const gone = await deps.db.transaction(async (tx) => {
    // An account that used Basic's trial leaves a hash of its e-mail: one trial per address.
    await keepTrialEmail(tx, userId, deps.config.sessionSecret, deps.clock());
    // One statement: every row the account owns goes with it (foreign keys cascade, see above).
    return tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  });
  // Then the bytes of its uploaded files (the rows went with the account).
  if (gone.length > 0) await deps.afterDelete?.(userId);
  // Its own counters go too (those of other addresses expire within a day and hold only hashes).
  await deps.limiter.clear([...counters, ['dataExportUser', String(userId)]]);
  return gone.length > 0;
}
