CREATE TABLE "api_usage" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date DEFAULT now() NOT NULL,
	"api_type" text NOT NULL,
	"call_count" integer DEFAULT 0 NOT NULL,
	"token_count" integer DEFAULT 0 NOT NULL,
	"character_count" integer DEFAULT 0 NOT NULL,
	"estimated_cost" numeric(14, 6) DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"admin_notes" text,
	"responded_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_tickets_status_check" CHECK ("contact_tickets"."status" in ('new', 'in_progress', 'resolved')),
	CONSTRAINT "contact_tickets_priority_check" CHECK ("contact_tickets"."priority" in ('low', 'medium', 'high'))
);
--> statement-breakpoint
CREATE TABLE "hosting_usage" (
	"id" serial PRIMARY KEY NOT NULL,
	"date" date DEFAULT now() NOT NULL,
	"compute_usage" numeric(14, 4) DEFAULT 0 NOT NULL,
	"storage_usage" numeric(14, 4) DEFAULT 0 NOT NULL,
	"bandwidth_usage" numeric(14, 4) DEFAULT 0 NOT NULL,
	"estimated_cost" numeric(14, 6) DEFAULT 0 NOT NULL,
	"billing_cycle_start" timestamp with time zone NOT NULL,
	"billing_cycle_end" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "landing_page_analytics" (
	"id" serial PRIMARY KEY NOT NULL,
	"subdomain" text NOT NULL,
	"visitor_ip" text,
	"referrer" text,
	"user_agent" text,
	"click_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"conversion_status" text DEFAULT 'visit' NOT NULL,
	"user_id" integer,
	"tracking_code" text,
	"campaign_source" text,
	"campaign_name" text,
	"lead_to_subscription" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_name" text,
	"subdomain" text,
	"tracking_code" text NOT NULL,
	"campaign_source" text,
	"full_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "tracking_campaigns_tracking_code_unique" UNIQUE("tracking_code")
);
--> statement-breakpoint
CREATE TABLE "voice_avatars" (
	"id" serial PRIMARY KEY NOT NULL,
	"voice_id" text NOT NULL,
	"display_name" text NOT NULL,
	"description" text,
	"image_url" text NOT NULL,
	"gender" text,
	"custom_name" text,
	"is_default" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_avatars_voice_id_unique" UNIQUE("voice_id")
);
--> statement-breakpoint
CREATE TABLE "assistant_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"thread_id" uuid NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"conversation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goat_category" text NOT NULL,
	"expert_id" text,
	"title" text,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"is_user" boolean NOT NULL,
	"content" text NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"speaker_id" text,
	"detected_language" text
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"scheduled_time" timestamp with time zone NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"recurring_pattern" jsonb DEFAULT '{"type":"none","interval":1}'::jsonb NOT NULL,
	"notification_sent" boolean DEFAULT false NOT NULL,
	CONSTRAINT "reminders_category_check" CHECK ("reminders"."category" in ('general', 'medication', 'appointment', 'task')),
	CONSTRAINT "reminders_priority_check" CHECK ("reminders"."priority" in ('low', 'medium', 'high'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"persistent" boolean DEFAULT true NOT NULL,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"gender" text,
	"settings" jsonb DEFAULT '{"enableTranscriptions":false,"notificationsEnabled":false}'::jsonb NOT NULL,
	"security_question" text,
	"security_answer" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"subscription_type" text DEFAULT 'free' NOT NULL,
	"subscription_status" text DEFAULT 'inactive' NOT NULL,
	"subscription_expires_at" timestamp with time zone,
	"daily_conversation_count" integer DEFAULT 0 NOT NULL,
	"last_usage_reset_date" timestamp with time zone DEFAULT now() NOT NULL,
	"avatar_url" text,
	"avatar_last_updated" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_subscription_type_check" CHECK ("users"."subscription_type" in ('free', 'basic', 'premium')),
	CONSTRAINT "users_subscription_status_check" CHECK ("users"."subscription_status" in ('inactive', 'trial', 'active', 'canceled')),
	CONSTRAINT "users_daily_conversation_count_check" CHECK ("users"."daily_conversation_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "landing_page_analytics" ADD CONSTRAINT "landing_page_analytics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_campaigns" ADD CONSTRAINT "tracking_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD CONSTRAINT "assistant_messages_thread_id_assistant_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."assistant_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_threads" ADD CONSTRAINT "assistant_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_threads" ADD CONSTRAINT "assistant_threads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_usage_date_api_type_idx" ON "api_usage" USING btree ("date","api_type");--> statement-breakpoint
CREATE INDEX "contact_tickets_status_created_at_idx" ON "contact_tickets" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "hosting_usage_date_idx" ON "hosting_usage" USING btree ("date");--> statement-breakpoint
CREATE INDEX "landing_page_analytics_subdomain_created_at_idx" ON "landing_page_analytics" USING btree ("subdomain","created_at");--> statement-breakpoint
CREATE INDEX "landing_page_analytics_tracking_code_idx" ON "landing_page_analytics" USING btree ("tracking_code");--> statement-breakpoint
CREATE INDEX "landing_page_analytics_user_id_idx" ON "landing_page_analytics" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tracking_campaigns_created_at_idx" ON "tracking_campaigns" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "assistant_messages_thread_id_idx" ON "assistant_messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "assistant_threads_user_id_idx" ON "assistant_threads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "conversations_user_id_created_at_idx" ON "conversations" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_conversation_id_timestamp_idx" ON "messages" USING btree ("conversation_id","timestamp","id");--> statement-breakpoint
CREATE INDEX "reminders_user_id_scheduled_time_idx" ON "reminders" USING btree ("user_id","scheduled_time");--> statement-breakpoint
CREATE INDEX "reminders_due_idx" ON "reminders" USING btree ("scheduled_time") WHERE "reminders"."is_completed" = false and "reminders"."notification_sent" = false;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_last_seen_at_idx" ON "sessions" USING btree ("last_seen_at");