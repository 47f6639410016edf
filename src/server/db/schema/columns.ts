import { timestamp } from 'drizzle-orm/pg-core';

/** timestamptz in UTC, as JS Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();
