CREATE TABLE "profile_pictures" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"image" "bytea" NOT NULL,
	"image_type" text NOT NULL,
	"image_version" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD CONSTRAINT "profile_pictures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;