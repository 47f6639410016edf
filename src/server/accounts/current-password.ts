import { eq } from 'drizzle-orm';
import { messages } from '../../contract/accounts.js';
import { ErrorCode } from '../../contract/errors.js';
import { users } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import type { LimitKey } from '../http/brute-force.js';
import type { AccountDeps, ClientInfo } from './deps.js';
import { loginLimitKeys } from './login.js';
import { verifySecret } from './passwords.js';

/**
 * Checks the signed-in person's password before a change that needs it (a new e-mail or password,
 * deleting the account). A wrong one counts as a failed login, counted before the check, so this
 * cannot be used to guess passwords faster than the login form allows (429 past the limit); it is
 * 400 INVALID_PASSWORD on `field`. The right one is no failed login. Answers the account's e-mail and
 * the attempt counters about it from this address.
 */
export async function confirmPassword(
  deps: Pick<AccountDeps, 'db' | 'limiter'>,
  userId: number,
  password: string,
  client: ClientInfo,
  field: string,
): Promise<{ username: string; counters: LimitKey[] }> {
  const [row] = await deps.db
    .select({ username: users.username, password: users.password })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw AppError.unauthorized();
  const keys = loginLimitKeys(row.username, client.ip);
  await deps.limiter.consume(keys);
  if (!(await verifySecret(row.password, password))) {
    throw new AppError(ErrorCode.invalidPassword, 400, messages.invalidPassword, {
      [field]: messages.invalidPassword,
    });
  }
  await deps.limiter.refund(keys);
  return { username: row.username, counters: [keys[0]] };
}
