import { and, eq, ne } from 'drizzle-orm';
import {
  type ChangeEmailRequest,
  type ChangePasswordRequest,
  messages,
  type UpdateProfileRequest,
} from '../../contract/accounts.js';
import { ErrorCode } from '../../contract/errors.js';
import { keepTrialEmail } from '../billing/trial-emails.js';
import type { Database } from '../db/client.js';
import { type UserRow, users } from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { confirmPassword } from './current-password.js';
import type { AccountDeps, ClientInfo } from './deps.js';
import { hashSecret, isCommonPassword } from './passwords.js';
import { deleteUserSessions } from './sessions.js';
import { normaliseUsername } from './user-view.js';

/*
 * The account is the person's own: the profile changes its names, its e-mail address and its
 * password. The e-mail and the password need the current password.
 */

type ProfileDeps = Pick<AccountDeps, 'db' | 'config' | 'clock' | 'limiter'>;

async function userRow(db: Database, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw AppError.unauthorized();
  return row;
}

/** PATCH /api/user: the first and last name (trimmed; empty clears one, one left out is kept). */
export async function updateProfile(
  deps: Pick<AccountDeps, 'db'>,
  userId: number,
  input: UpdateProfileRequest,
): Promise<UserRow> {
  const changes: Partial<Pick<UserRow, 'firstName' | 'lastName'>> = {};
  if (input.firstName !== undefined) changes.firstName = input.firstName || null;
  if (input.lastName !== undefined) changes.lastName = input.lastName || null;
  if (Object.keys(changes).length === 0) return userRow(deps.db, userId);
  const [row] = await deps.db.update(users).set(changes).where(eq(users.id, userId)).returning();
  if (!row) throw AppError.unauthorized();
  return row;
}

/** 409 USERNAME_TAKEN, the registration's words, on the form's e-mail field. */
export function emailTaken(field: string): AppError {
  return new AppError(ErrorCode.conflict, 409, messages.usernameTaken, { [field]: messages.usernameTaken });
}

/** Whether an account other than `userId` has the (normalised) e-mail address. */
export async function emailInUse(db: Database, username: string, userId: number): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, username), ne(users.id, userId)))
    .limit(1);
  return taken !== undefined;
}

/** A unique index refused the write (two accounts took one address at the same moment). */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}

/**
 * Writes a user's changes, among them a new e-mail address: an account that used Basic's trial keeps
 * the hash of the address it lets go (one trial per address), in the same transaction. An address
 * another account took meanwhile is `taken`.
 */
export async function writeUserChanges(
  deps: Pick<AccountDeps, 'db' | 'config' | 'clock'>,
  userId: number,
  changes: Partial<UserRow>,
  taken: () => AppError,
): Promise<UserRow | undefined> {
  try {
    const [row] = await deps.db.transaction(async (tx) => {
      if (changes.username !== undefined) {
        await keepTrialEmail(tx, userId, deps.config.sessionSecret, deps.clock());
      }
      return tx.update(users).set(changes).where(eq(users.id, userId)).returning();
    });
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/**
 * POST /api/user/email: a new e-mail address, which is also the login. The current password first
 * (a wrong one counts as a failed login), then the address must be no other account's (409, the
 * registration's message). The same address again changes nothing.
 */
export async function changeEmail(
  deps: ProfileDeps,
  userId: number,
  input: ChangeEmailRequest,
  client: ClientInfo,
): Promise<UserRow> {
  await confirmPassword(deps, userId, input.currentPassword, client, 'currentPassword');
  const username = normaliseUsername(input.email);
  const row = await userRow(deps.db, userId);
  if (username === row.username) return row;
  if (await emailInUse(deps.db, username, userId)) throw emailTaken('email');
  const updated = await writeUserChanges(deps, userId, { username }, () => emailTaken('email'));
  if (!updated) throw AppError.unauthorized();
  return updated;
}

/**
 * POST /api/user/password: the current password, and a new one by the registration's rules (6 to 128
 * characters, not one of the most common). Every other browser signed in to the account is signed
 * out; the one that asked stays signed in.
 */
export async function changePassword(
  deps: ProfileDeps,
  userId: number,
  sessionId: number,
  input: ChangePasswordRequest,
  client: ClientInfo,
): Promise<{ success: true; message: string }> {
  if (isCommonPassword(input.newPassword)) {
    throw AppError.validation({ newPassword: messages.passwordCommon });
  }
  await confirmPassword(deps, userId, input.currentPassword, client, 'currentPassword');
  await deps.db
    .update(users)
    .set({ password: await hashSecret(input.newPassword) })
    .where(eq(users.id, userId));
  await deleteUserSessions(deps.db, userId, sessionId);
  return { success: true, message: messages.passwordChanged };
}
