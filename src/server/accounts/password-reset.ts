import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { messages, type resetPasswordRequestSchema, securityQuestions } from '../../contract/accounts.js';
import { ErrorCode } from '../../contract/errors.js';
import { users } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import type { LimitKey } from '../http/brute-force.js';
import type { AccountDeps, ClientInfo } from './deps.js';
import { loginLimitKeys } from './login.js';
import { hashSecret, isCommonPassword, normaliseAnswer, spendVerifyTime, verifySecret } from './passwords.js';
import { deleteUserSessions } from './sessions.js';
import { normaliseUsername } from './user-view.js';

/**
 * The question to show for an e-mail. An unknown e-mail gets a decoy that is stable for that address
 * (derived from the server secret), so the answer never tells whether an account exists.
 */
export async function securityQuestionFor(
  deps: AccountDeps,
  email: string,
  client: ClientInfo,
): Promise<{ securityQuestion: string }> {
  const username = normaliseUsername(email);
  await deps.limiter.consume([['questionIp', client.ip]]);
  const [row] = await deps.db
    .select({ question: users.securityQuestion })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  return { securityQuestion: row?.question ?? decoyQuestion(deps.config.sessionSecret, username) };
}

export function decoyQuestion(secret: string, username: string): string {
  const digest = createHmac('sha256', secret).update(`decoy-question:${username}`).digest();
  return securityQuestions[digest.readUInt32BE(0) % securityQuestions.length] ?? securityQuestions[0];
}

export type ResetInput = z.infer<typeof resetPasswordRequestSchema>;

/**
 * Sets a new password when the security answer matches. Wrong answers count against the reset limits
 * and the login limits; success ends every session of the account and does not sign anyone in.
 */
export async function resetPassword(
  deps: AccountDeps,
  input: ResetInput,
  client: ClientInfo,
): Promise<{ success: true; message: string }> {
  if (isCommonPassword(input.newPassword))
    throw AppError.validation({ newPassword: messages.passwordCommon });
  const username = normaliseUsername(input.username);
  const accountIp: LimitKey = ['resetAccountIp', `${username}|${client.ip}`];
  const anyAccount: LimitKey = ['resetIp', client.ip];
  // Counted before the answer is checked. Only the reset counters limit a reset: someone who has
  // just mistyped their password ten times must still be able to reset it.
  await deps.limiter.consume([accountIp, anyAccount]);

  const [row] = await deps.db
    .select({ id: users.id, answer: users.securityAnswer })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  const answer = normaliseAnswer(input.securityAnswer);
  const ok = row?.answer ? await verifySecret(row.answer, answer) : await spendVerifyTime(answer);
  if (!row || !ok) {
    await deps.limiter.record(loginLimitKeys(username, client.ip));
    throw new AppError(ErrorCode.resetFailed, 400, messages.resetFailed);
  }
  await deps.db
    .update(users)
    .set({ password: await hashSecret(input.newPassword) })
    .where(eq(users.id, row.id));
  await deleteUserSessions(deps.db, row.id);
  // The right answer forgives the wrong ones (and wrong passwords) for this account from this IP, and
  // is no wrong answer for the IP's count.
  await Promise.all([
    deps.limiter.clear([accountIp, loginLimitKeys(username, client.ip)[0]]),
    deps.limiter.refund([anyAccount]),
  ]);
  return { success: true, message: messages.passwordReset };
}
