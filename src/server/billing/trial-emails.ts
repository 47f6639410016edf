import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { subscriptions, usedTrialEmails, users } from '../db/schema/index.js';
import { counterKey } from '../http/brute-force.js';

/**
 * Basic's trial is given once per e-mail address, not once per account: deleting the account and
 * registering again with the same address starts no second trial. An account that used the trial keeps
 * a subscription row showing it; when such an account lets go of its address (it is deleted, or its
 * e-mail is changed), an HMAC-SHA256 of that normalised address with the server's secret
 * (SESSION_SECRET, or the one generated into DATA_DIR) is kept in used_trial_emails, and nothing else
 * of it. Changing the secret forgets these, as it does the attempt
 * counters.
 */
export function trialEmailHash(secret: string, email: string): string {
  return counterKey(secret, 'usedTrialEmail', email.trim().toLowerCase());
}

/** Whether the account used a trial (a canceled one too), or an earlier account with its e-mail did. */
export async function trialUsed(tx: Database, userId: number, secret: string): Promise<boolean> {
  if (await accountHadTrial(tx, userId)) return true;
  const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  const [kept] = await tx
    .select({ emailHash: usedTrialEmails.emailHash })
    .from(usedTrialEmails)
    .where(eq(usedTrialEmails.emailHash, trialEmailHash(secret, user.username)));
  return kept !== undefined;
}

/**
 * Before an account is deleted or its e-mail changed: when it used the trial, keeps the hash of its
 * e-mail as it is now (once; the same address let go again adds nothing). Run in the transaction that
 * deletes the account or changes the address.
 */
export async function keepTrialEmail(tx: Database, userId: number, secret: string, now: Date): Promise<void> {
  if (!(await accountHadTrial(tx, userId))) return;
  const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId));
  if (!user) return;
  await tx
    .insert(usedTrialEmails)
    .values({ emailHash: trialEmailHash(secret, user.username), createdAt: now })
    .onConflictDoNothing();
}

async function accountHadTrial(tx: Database, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.trialEnd)))
    .limit(1);
  return row !== undefined;
}
