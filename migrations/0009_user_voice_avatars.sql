CREATE TABLE "voice_avatars" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"voice_id" text NOT NULL,
	"custom_name" text,
	"image" "bytea",
	"image_type" text,
	"image_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_avatars_user_voice_unique" UNIQUE("user_id","voice_id")
);
--> statement-breakpoint
ALTER TABLE "voice_avatars" ADD CONSTRAINT "voice_avatars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;