ALTER TABLE "conversations" ADD COLUMN "pending_reminder" text;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "acknowledged_time" timestamp with time zone;