import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { CrisisKind, SafetyLayer } from '../../../contract/safety-values.js';
import { timestamptz } from './columns.js';

/**
 * One row per kind of crisis a user's message spoke of, for the admins' counts. Deliberately nothing
 * that leads back to a person: no message, no user, no conversation, and the time only to the hour.
 */
export const safetyEvents = pgTable(
  'safety_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<CrisisKind>().notNull(),
    /** The conversation's language (one of the eleven). */
    language: text('language').notNull(),
    /** The layer that raised it first. */
    layer: text('layer').$type<SafetyLayer>().notNull(),
    /** The hour it happened (UTC, minutes and seconds cut). */
    hour: timestamptz('hour').notNull(),
  },
  (t) => [
    index('safety_events_hour_idx').on(t.hour),
    check(
      'safety_events_kind_check',
      sql`${t.kind} in ('suicide', 'selfHarm', 'harmToOthers', 'abuseOrDanger', 'medicalEmergency')`,
    ),
    check('safety_events_layer_check', sql`${t.layer} in ('offline', 'model', 'moderation')`),
  ],
);
