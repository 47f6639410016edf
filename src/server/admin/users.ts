import { asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { messages } from '../../contract/accounts.js';
import {
  type AdminUserDetail,
  type AdminUserListResponse,
  adminMessages,
  type adminUserListQuerySchema,
  type adminUserUpdateSchema,
} from '../../contract/admin.js';
import { ErrorCode } from '../../contract/errors.js';
import { removeAccount } from '../accounts/delete-account.js';
import type { AccountDeps } from '../accounts/deps.js';
import { hashSecret, isCommonPassword } from '../accounts/passwords.js';
import { emailInUse, emailTaken, writeUserChanges } from '../accounts/profile.js';
import { normaliseUsername, toPublicUser } from '../accounts/user-view.js';
import { recordAudit, recordRefusal } from '../db/audit-log.js';
import {
  conversations,
  pushSubscriptions,
  reminders,
  sessions,
  subscriptions,
  type UserRow,
  users,
} from '../db/schema/index.js';
import { AppError } from '../http/app-error.js';
import { containsPattern } from './like-pattern.js';

type ListQuery = z.output<typeof adminUserListQuerySchema>;
type UpdateInput = z.output<typeof adminUserUpdateSchema>;
export type AdminDeps = Pick<
  AccountDeps,
  'db' | 'config' | 'limiter' | 'beforeDelete' | 'afterDelete' | 'clock'
>;
type Admin = Pick<UserRow, 'id' | 'username'>;

const fullName = sql`lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

const sortColumns = {
  createdAt: users.createdAt,
  username: users.username,
  name: fullName,
  subscriptionType: users.subscriptionType,
  subscriptionStatus: users.subscriptionStatus,
} as const;

/** One page of users; the search finds the text, in any case, in the e-mail, either name or both. */
export async function listUsers(
  deps: Pick<AdminDeps, 'db'>,
  query: ListQuery,
): Promise<AdminUserListResponse> {
  const search = query.search?.trim();
  let where: SQL | undefined;
  if (search) {
    const pattern = containsPattern(search);
    where = or(
      ilike(users.username, pattern),
      ilike(users.firstName, pattern),
      ilike(users.lastName, pattern),
      sql`${fullName} like ${containsPattern(search.toLowerCase())}`,
    );
  }
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    deps.db
      .select()
      .from(users)
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), direction(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    users: rows.map(toPublicUser),
    total: totals[0]?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function findUser(deps: Pick<AdminDeps, 'db'>, id: number): Promise<UserRow> {
  const [row] = await deps.db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw AppError.notFound(adminMessages.userNotFound);
  return row;
}

/** One user, with how many records they own (what deleting them removes). */
export async function getUser(deps: Pick<AdminDeps, 'db'>, id: number): Promise<AdminUserDetail> {
  const row = await findUser(deps, id);
  const countOf = async (
    table:
      | typeof conversations
      | typeof reminders
      | typeof sessions
      | typeof pushSubscriptions
      | typeof subscriptions,
  ) => {
    const [r] = await deps.db.select({ n: count() }).from(table).where(eq(table.userId, id));
    return r?.n ?? 0;
  };
  const [c, r, s, p, b] = await Promise.all([
    countOf(conversations),
    countOf(reminders),
    countOf(sessions),
    countOf(pushSubscriptions),
    countOf(subscriptions),
  ]);
  return {
    user: toPublicUser(row),
    owned: { conversations: c, reminders: r, sessions: s, pushSubscriptions: p, subscriptions: b },
  };
}

/**
 * Changes a user's e-mail, names, gender, admin flag, subscription fields or password. A new password
 * ends the user's sessions (as a reset does). A new e-mail keeps the hash of the old one when the
 * account used Basic's trial, so the old address gets no second trial. An admin cannot take their own admin rights away, so the
 * console always keeps at least the admin using it.
 */
export async function updateUser(deps: AdminDeps, admin: Admin, id: number, input: UpdateInput) {
  const row = await findUser(deps, id);
  if (id === admin.id && input.isAdmin === false) {
    await recordRefusal(deps, admin, 'user.update', { type: 'user', id }, adminMessages.ownAdminFlag);
    throw new AppError(ErrorCode.validation, 400, adminMessages.ownAdminFlag, {
      isAdmin: adminMessages.ownAdminFlag,
    });
  }
  const changes: Partial<UserRow> = {};
  if (input.username !== undefined) {
    const username = normaliseUsername(input.username);
    if (username !== row.username) {
      if (await emailInUse(deps.db, username, id)) throw usernameTaken();
      changes.username = username;
    }
  }
  if (input.firstName !== undefined) changes.firstName = input.firstName;
  if (input.lastName !== undefined) changes.lastName = input.lastName;
  if (input.gender !== undefined) changes.gender = input.gender;
  if (input.isAdmin !== undefined) changes.isAdmin = input.isAdmin;
  if (input.subscriptionType !== undefined) changes.subscriptionType = input.subscriptionType;
  if (input.subscriptionStatus !== undefined) changes.subscriptionStatus = input.subscriptionStatus;
  if (input.password !== undefined) {
    if (isCommonPassword(input.password)) throw AppError.validation({ password: messages.passwordCommon });
    changes.password = await hashSecret(input.password);
  }
  // Only what differs is written and logged.
  const changed = Object.fromEntries(
    Object.entries(changes).filter(
      ([key, value]) => key === 'password' || row[key as keyof UserRow] !== value,
    ),
  ) as Partial<UserRow>;
  if (Object.keys(changed).length === 0) return toPublicUser(row);
  // An address that had the trial keeps having had it when the account moves to another one.
  const updated = await writeUserChanges(deps, id, changed, usernameTaken);
  if (!updated) throw AppError.notFound(adminMessages.userNotFound);
  if (changed.password !== undefined) await deps.db.delete(sessions).where(eq(sessions.userId, id));
  const details = Object.fromEntries(
    Object.entries(changed).map(([key, value]) => [key, key === 'password' ? 'changed' : value]),
  );
  await recordAudit(deps.db, admin, 'user.update', { type: 'user', id }, details, deps.clock());
  return toPublicUser(updated);
}

/** Deletes a user and everything they own, through the same operation as deleting one's own account. */
export async function deleteUser(deps: AdminDeps, admin: Admin, id: number) {
  if (id === admin.id) {
    await recordRefusal(deps, admin, 'user.delete', { type: 'user', id }, adminMessages.ownAccountDelete);
    throw new AppError(ErrorCode.badRequest, 400, adminMessages.ownAccountDelete);
  }
  const row = await findUser(deps, id);
  if (!(await removeAccount(deps, id))) throw AppError.notFound(adminMessages.userNotFound);
  await recordAudit(
    deps.db,
    admin,
    'user.delete',
    { type: 'user', id },
    { username: row.username },
    deps.clock(),
  );
  return { success: true as const, message: adminMessages.userDeleted };
}

const usernameTaken = () => emailTaken('username');
