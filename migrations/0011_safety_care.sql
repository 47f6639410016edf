CREATE TABLE "safety_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"layer" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "safety_events_kind_check" CHECK ("safety_events"."kind" in ('suicide', 'selfHarm', 'harmToOthers', 'abuseOrDanger', 'medicalEmergency')),
	CONSTRAINT "safety_events_layer_check" CHECK ("safety_events"."layer" in ('offline', 'model', 'moderation'))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "safety_kinds" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "advice_note" text;--> statement-breakpoint
CREATE INDEX "safety_events_hour_idx" ON "safety_events" USING btree ("hour");