CREATE TABLE "voice_clone_recordings" (
	"id" serial PRIMARY KEY NOT NULL,
	"clone_id" integer NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	"content_type" text NOT NULL,
	"audio" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_clone_recordings_position_unique" UNIQUE("clone_id","position")
);
--> statement-breakpoint
CREATE TABLE "voice_clones" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"provider_voice_id" text NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"consent_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_clones_user_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "voice_clone_recordings" ADD CONSTRAINT "voice_clone_recordings_clone_id_voice_clones_id_fk" FOREIGN KEY ("clone_id") REFERENCES "public"."voice_clones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_clones" ADD CONSTRAINT "voice_clones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;