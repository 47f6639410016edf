ALTER TABLE "assistant_threads" ADD COLUMN "reply_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "daily_conversation_day" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "daily_conversation_zone" text;