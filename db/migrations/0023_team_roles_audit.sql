-- Roles of a sales team: sales and editor beside admin and user. has_role
-- stays the role check; only the list of allowed values changes.
ALTER TABLE "user_roles" DROP CONSTRAINT IF EXISTS "user_roles_role_ck";
--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_ck" CHECK (role IN ('admin', 'sales', 'editor', 'user'));
--> statement-breakpoint
-- The audit log: who did what, when, from where (never a secret).
CREATE TABLE IF NOT EXISTS "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT IF EXISTS "audit_log_actor_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_at_idx" ON "audit_log" USING btree ("at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_action_idx" ON "audit_log" USING btree ("action","at");
--> statement-breakpoint
-- An owner per request, and its first response (the two-hour promise).
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "owner_user_id" text REFERENCES "users"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "first_response_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "first_response_by" text REFERENCES "users"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "owner_user_id" text REFERENCES "users"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "first_response_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "first_response_by" text REFERENCES "users"("id") ON DELETE set null;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_owner_idx" ON "orders" USING btree ("owner_user_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "appointments_owner_idx" ON "appointments" USING btree ("owner_user_id");
--> statement-breakpoint
-- Requests answered before this migration count as answered when first touched by a person.
UPDATE "orders" o SET "first_response_at" = h.at FROM (
  SELECT entity_id, min(created_at) AS at FROM status_events WHERE entity = 'order' AND admin_user_id IS NOT NULL GROUP BY entity_id
) h WHERE h.entity_id = o.id AND o.first_response_at IS NULL;
--> statement-breakpoint
UPDATE "appointments" a SET "first_response_at" = h.at FROM (
  SELECT entity_id, min(created_at) AS at FROM status_events WHERE entity = 'appointment' AND admin_user_id IS NOT NULL GROUP BY entity_id
) h WHERE h.entity_id = a.id AND a.first_response_at IS NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"owner_user_id" text REFERENCES "users"("id") ON DELETE set null,
	"due_date" date NOT NULL,
	"note" text NOT NULL,
	"done_at" timestamp with time zone,
	"created_by" text REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_ups_entity_ck" CHECK (entity IN ('order', 'appointment', 'customer')),
	CONSTRAINT "follow_ups_note_ck" CHECK (char_length(note) BETWEEN 1 AND 500)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "follow_ups_due_idx" ON "follow_ups" USING btree ("done_at","due_date");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "record_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"summary" text NOT NULL,
	"by_user_id" text REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_calls_entity_ck" CHECK (entity IN ('order', 'appointment')),
	CONSTRAINT "record_calls_summary_ck" CHECK (char_length(summary) BETWEEN 1 AND 1000)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "record_calls_entity_idx" ON "record_calls" USING btree ("entity","entity_id","created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "assignment_rules" (
	"service" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
