-- Corrections of an order's or appointment's contact details in the back
-- office: one row per changed field, written in the update's transaction.
CREATE TABLE IF NOT EXISTS "record_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"field" text NOT NULL,
	"before" text,
	"after" text,
	"admin_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_changes_entity_ck" CHECK (entity IN ('order', 'appointment'))
);
--> statement-breakpoint
ALTER TABLE "record_changes" DROP CONSTRAINT IF EXISTS "record_changes_admin_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "record_changes" ADD CONSTRAINT "record_changes_admin_user_id_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "record_changes_entity_idx" ON "record_changes" USING btree ("entity","entity_id","created_at");
