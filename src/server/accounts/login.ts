import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type loginRequestSchema, messages, type User } from '../../contract/accounts.js';
import { ErrorCode } from '../../contract/errors.js';
import { users } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import type { LimitKey } from '../http/brute-force.js';
import type { AccountDeps, ClientInfo } from './deps.js';
import { spendVerifyTime, verifySecret } from './passwords.js';
import { createSession, deleteSessionByToken } from './sessions.js';
import { normaliseUsername, toPublicUser } from './user-view.js';

export type LoginInput = z.infer<typeof loginRequestSchema>;

/** The counters of failed logins: for the account from this IP, and for this IP on any account. */
export function loginLimitKeys(username: string, ip: string): [accountIp: LimitKey, anyAccount: LimitKey] {
  return [
    ['loginAccountIp', `${normaliseUsername(username)}|${ip}`],
    ['loginIp', ip],
  ];
}

/**
 * Signs in with e-mail and password. Unknown accounts and wrong passwords get the same answer in the
 * same time. A new session replaces the one the browser had (rotation).
 */
export async function login(
  deps: AccountDeps,
  input: LoginInput,
  client: ClientInfo,
  previousToken: string | undefined,
): Promise<{ user: User; token: string; persistent: boolean }> {
  const username = normaliseUsername(input.username);
  const [accountIp, anyAccount] = loginLimitKeys(username, client.ip);
  // The attempt is counted before the password is checked, so a burst cannot outrun the limit.
  await deps.limiter.consume([accountIp, anyAccount]);

  const [row] = await deps.db.select().from(users).where(eq(users.username, username)).limit(1);
  const ok = row ? await verifySecret(row.password, input.password) : await spendVerifyTime(input.password);
  if (!row || !ok) throw new AppError(ErrorCode.invalidCredentials, 401, messages.invalidCredentials);
  // A right password forgives the wrong ones for this account from this IP, and is no failed login.
  await Promise.all([deps.limiter.clear([accountIp]), deps.limiter.refund([anyAccount])]);
  if (previousToken) await deleteSessionByToken(deps.db, previousToken);
  const persistent = input.rememberMe !== false;
  const token = await createSession(deps.db, row.id, deps.clock(), client.userAgent, persistent);
  return { user: toPublicUser(row), token, persistent };
}
