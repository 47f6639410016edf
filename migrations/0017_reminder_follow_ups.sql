CREATE TABLE "reminder_follow_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"reminder_id" integer NOT NULL,
	"occurrence" timestamp with time zone NOT NULL,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"source" text NOT NULL,
	"message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_follow_ups" ADD CONSTRAINT "reminder_follow_ups_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_follow_ups" ADD CONSTRAINT "reminder_follow_ups_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_follow_ups_reminder_occurrence_idx" ON "reminder_follow_ups" USING btree ("reminder_id","occurrence");