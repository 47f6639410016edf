ALTER TABLE "reminder_follow_ups" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "reminder_follow_ups" ADD COLUMN "answered_at" timestamp with time zone;