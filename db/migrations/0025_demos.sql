-- Demos that happen (ADR 0064, 0065): the video room of a confirmed video
-- appointment, the optional qualifying answers of pages A and B, the
-- self-service cancellation cut-off and the video server's base address.
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "meeting_url" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "company_size" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "current_software" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "seats" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "sector" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_company_size_ck" CHECK (company_size IS NULL OR company_size IN ('1', '2-10', '11-50', '51-250', '250+'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_seats_ck" CHECK (seats IS NULL OR seats BETWEEN 1 AND 10000);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_qualifying_text_ck" CHECK (char_length(coalesce(current_software, '')) <= 100 AND char_length(coalesce(sector, '')) <= 100);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_meeting_url_ck" CHECK (meeting_url IS NULL OR meeting_url ~ '^https://[^\s]+$');--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN IF NOT EXISTS "cancel_cutoff_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD COLUMN IF NOT EXISTS "video_base_url" text DEFAULT 'https://meet.jit.si' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_cutoff_ck" CHECK (cancel_cutoff_hours BETWEEN 0 AND 168);--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_video_base_ck" CHECK (video_base_url ~ '^https://[^\s/?#]+(/[^\s?#]*)?$' AND char_length(video_base_url) <= 200);
