import type { z } from 'zod';
import { messages, type registerRequestSchema, type User } from '../../contract/accounts.js';
import { ErrorCode } from '../../contract/errors.js';
import { users } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { recordSignup } from '../landing/conversions.js';
import type { AccountDeps, ClientInfo } from './deps.js';
import { hashSecret, isCommonPassword, normaliseAnswer } from './passwords.js';
import { createSession, deleteSessionByToken } from './sessions.js';
import { normaliseUsername, toPublicUser } from './user-view.js';

export type RegisterInput = z.infer<typeof registerRequestSchema>;

/**
 * Creates the account and signs it in, ending the browser's previous session if it had one. The
 * e-mail is unique; ADMIN_EMAILS accounts start as admins. An account that came by a landing page
 * (and campaign) is counted as its signup.
 */
export async function register(
  deps: AccountDeps,
  input: RegisterInput,
  client: ClientInfo,
  previousToken: string | undefined,
): Promise<{ user: User; token: string }> {
  if (isCommonPassword(input.password)) throw AppError.validation({ password: messages.passwordCommon });
  // Every registration counts (also one refused because the e-mail is taken), before any work is done.
  await deps.limiter.consume([['registerIp', client.ip]]);

  const username = normaliseUsername(input.username);
  const now = deps.clock();
  const [passwordHash, answerHash] = await Promise.all([
    hashSecret(input.password),
    hashSecret(normaliseAnswer(input.securityAnswer)),
  ]);
  const [row] = await deps.db
    .insert(users)
    .values({
      username,
      password: passwordHash,
      firstName: input.firstName || null,
      lastName: input.lastName || null,
      gender: input.gender || null,
      securityQuestion: input.securityQuestion,
      securityAnswer: answerHash,
      isAdmin: deps.config.ADMIN_EMAILS.includes(username),
      lastUsageResetDate: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: users.username })
    .returning();
  if (!row) {
    throw new AppError(ErrorCode.conflict, 409, messages.usernameTaken, { username: messages.usernameTaken });
  }
  const { landingPage, trackingCode } = input;
  await recordSignup(
    deps.db,
    row.id,
    { ...(landingPage ? { landingPage } : {}), ...(trackingCode ? { trackingCode } : {}) },
    { doNotTrack: client.doNotTrack ?? false, now },
  );
  const token = await createSession(deps.db, row.id, now, client.userAgent, true);
  if (previousToken) await deleteSessionByToken(deps.db, previousToken);
  return { user: toPublicUser(row), token };
}
