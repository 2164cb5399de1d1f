-- How a page B meeting takes place, as a column the mails can read (ADR 0019):
-- the message keeps its first line "Type: …" as before; rows booked before
-- this migration get the column from that line.
ALTER TABLE "appointments" ADD COLUMN "meeting_type" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_meeting_type_ck" CHECK (meeting_type IS NULL OR meeting_type IN ('video', 'phone'));--> statement-breakpoint
UPDATE "appointments" SET "meeting_type" = CASE
  WHEN "message" LIKE 'Type: Visioconférence%' THEN 'video'
  WHEN "message" LIKE 'Type: Appel téléphonique%' THEN 'phone'
END
WHERE "message" LIKE 'Type: %';
