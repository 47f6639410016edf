import { integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { sealedBytes } from './sealed-columns.js';
import { users } from './users.js';

/**
 * A person's own voice, copied by the cloning provider from their recordings: at most one per
 * account, used only by its owner. `status` is 'ready' while it may speak; the plan's end makes it
 * 'paused' (a cancelled Premium) until the period is over, when the voice is deleted at the provider
 * and the row with it. `consentText` is the sentence the person read aloud, with their name.
 * Rows (and the recordings below) go with the account.
 */
export const voiceClones = pgTable('voice_clones', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique('voice_clones_user_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  providerVoiceId: text('provider_voice_id').notNull(),
  status: text('status', { enum: ['ready', 'paused'] })
    .notNull()
    .default('ready'),
  consentText: text('consent_text').notNull(),
  createdAt: createdAt(),
});
export type VoiceCloneRow = typeof voiceClones.$inferSelect;

/**
 * The recordings a voice was made from, kept in the database beside it (like the avatar pictures):
 * the consent sentence (`kind` consent, position 0) and the passages (`kind` passage, 1..n).
 * They are in "Download my data", and go when the voice is deleted or the account is.
 */
export const voiceCloneRecordings = pgTable(
  'voice_clone_recordings',
  {
    id: serial('id').primaryKey(),
    cloneId: integer('clone_id')
      .notNull()
      .references(() => voiceClones.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['consent', 'passage'] }).notNull(),
    position: integer('position').notNull(),
    contentType: text('content_type').notNull(),
    audio: sealedBytes('audio').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('voice_clone_recordings_position_unique').on(t.cloneId, t.position)],
);
export type VoiceCloneRecordingRow = typeof voiceCloneRecordings.$inferSelect;
