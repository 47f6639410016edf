import { defaultUserSettings, type User, type UserSettings } from '../../contract/accounts.js';
import type { UserRow } from '../db/schema/index.js';

/** What the API shows of a user: never the password hash, the security answer or payment ids. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    gender: row.gender,
    isAdmin: row.isAdmin,
    subscriptionType: row.subscriptionType,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionExpiresAt: row.subscriptionExpiresAt?.toISOString() ?? null,
    avatarUrl: row.avatarUrl,
    avatarLastUpdated: row.avatarLastUpdated?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function readSettings(stored: Partial<UserSettings> | null | undefined): UserSettings {
  return { ...defaultUserSettings, ...(stored ?? {}) };
}

export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}
