ALTER TABLE "contact_tickets" ADD COLUMN "support_plan" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_tickets" ADD CONSTRAINT "contact_tickets_support_plan_check" CHECK ("contact_tickets"."support_plan" in ('free', 'basic', 'premium'));--> statement-breakpoint
UPDATE "contact_tickets" SET "support_plan" = "users"."subscription_type" FROM "users" WHERE "contact_tickets"."user_id" = "users"."id" AND ("users"."subscription_status" IN ('trial', 'active') OR ("users"."subscription_status" = 'canceled' AND "users"."subscription_expires_at" > now()));
