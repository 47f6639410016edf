CREATE TABLE "memory_fact_sources" (
	"fact_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	CONSTRAINT "memory_fact_sources_fact_id_conversation_id_pk" PRIMARY KEY("fact_id","conversation_id")
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "title_by_person" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "search_title" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "search_grams" integer[];--> statement-breakpoint
ALTER TABLE "memory_fact_sources" ADD CONSTRAINT "memory_fact_sources_fact_id_memory_facts_id_fk" FOREIGN KEY ("fact_id") REFERENCES "public"."memory_facts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_fact_sources" ADD CONSTRAINT "memory_fact_sources_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memory_fact_sources_conversation_id_idx" ON "memory_fact_sources" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "conversations_search_title_pending_idx" ON "conversations" USING btree ("id") WHERE "conversations"."title" is not null and "conversations"."search_title" is null;--> statement-breakpoint
CREATE INDEX "messages_search_grams_idx" ON "messages" USING gin ("search_grams");--> statement-breakpoint
CREATE INDEX "messages_search_pending_idx" ON "messages" USING btree ("id") WHERE "messages"."search_text" is null;