CREATE TABLE "upload_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"zone" text NOT NULL,
	"state" text NOT NULL,
	"touched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- The uploads already counted for yesterday and today stay counted, as stored claims.
INSERT INTO "upload_claims" ("user_id", "day", "zone", "state", "touched_at")
SELECT "user_id", "day", 'UTC', 'stored', now() FROM "upload_days", generate_series(1, "count")
WHERE "day" >= current_date - 1;--> statement-breakpoint
DROP TABLE "upload_days" CASCADE;--> statement-breakpoint
ALTER TABLE "upload_claims" ADD CONSTRAINT "upload_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_claims_user_id_day_idx" ON "upload_claims" USING btree ("user_id","day");