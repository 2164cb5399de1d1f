-- Availability of appointments, set by administrators: one row of rules
-- (weekly opening hours, minimum notice, horizon, slot capacity) and the
-- closures (holidays, single days or ranges). No row yet means the defaults;
-- the application writes them, with the fixed-date public holidays of the
-- next twelve months, the first time it reads the rules.
CREATE TABLE "booking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_single_ck" CHECK (id = 1),
	CONSTRAINT "booking_settings_notice_ck" CHECK (min_notice_minutes BETWEEN 0 AND 43200),
	CONSTRAINT "booking_settings_horizon_ck" CHECK (horizon_days BETWEEN 1 AND 365),
	CONSTRAINT "booking_settings_capacity_ck" CHECK (capacity BETWEEN 1 AND 50)
);
--> statement-breakpoint
CREATE TABLE "booking_closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_closures_range_ck" CHECK (end_date >= start_date),
	CONSTRAINT "booking_closures_label_ck" CHECK (char_length(label) BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE INDEX "booking_closures_dates_idx" ON "booking_closures" USING btree ("start_date","end_date");
--> statement-breakpoint
-- Slots are counted by day and time: pending and confirmed appointments hold one place.
CREATE INDEX "appointments_slot_idx" ON "appointments" USING btree ("preferred_date","preferred_time");
--> statement-breakpoint
-- Outcomes of a confirmed appointment: done, or the customer did not come.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_status_ck";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_status_ck" CHECK (status IN ('pending', 'confirmed', 'cancelled', 'done', 'no_show'));
