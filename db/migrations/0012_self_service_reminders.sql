-- Self-service link, reminders and the morning digest (decision 0026).
-- A status change made by the visitor through the link of their mails, and a move's slots.
ALTER TABLE "status_events" ADD COLUMN IF NOT EXISTS "by_customer" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "status_events" ADD COLUMN IF NOT EXISTS "from_slot" text;
--> statement-breakpoint
ALTER TABLE "status_events" ADD COLUMN IF NOT EXISTS "to_slot" text;
--> statement-breakpoint
-- Hours before a confirmed appointment its reminder leaves; 0 sends none.
ALTER TABLE "booking_settings" ADD COLUMN IF NOT EXISTS "reminder_hours" integer DEFAULT 24 NOT NULL;
--> statement-breakpoint
ALTER TABLE "booking_settings" DROP CONSTRAINT IF EXISTS "booking_settings_reminder_ck";
--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_reminder_ck" CHECK (reminder_hours BETWEEN 0 AND 168);
--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN IF NOT EXISTS "notify_digest" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- One message per key (a reminder per appointment and slot, a digest per administrator and day),
-- whatever the number of instances queuing it.
ALTER TABLE "outbox" ADD COLUMN IF NOT EXISTS "dedupe_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "outbox_dedupe_key_uq" ON "outbox" USING btree ("dedupe_key");
