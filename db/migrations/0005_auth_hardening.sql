-- Rate-limit rows are keyed by the SHA-256 of their key from now on (fixed length,
-- whatever a client sends); rows under the old raw keys mean nothing any more.
DELETE FROM "rate_limits";--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "expires_at" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD CONSTRAINT "rate_limits_key_sha256" CHECK ("key" ~ '^[0-9a-f]{64}$');--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
-- Trusted devices (two-factor skipped for 30 days) are no longer accepted: forget any issued.
DELETE FROM "verifications" WHERE "identifier" LIKE 'trust-device-%';--> statement-breakpoint
-- Absolute session lifetime: however often a session is used (each use pushes its
-- idle expiry back), it ends 7 days after the sign-in that opened it.
CREATE OR REPLACE FUNCTION cap_session_lifetime() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.expires_at := LEAST(NEW.expires_at, NEW.created_at + interval '7 days');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_absolute_lifetime" BEFORE INSERT OR UPDATE ON "sessions"
FOR EACH ROW EXECUTE FUNCTION cap_session_lifetime();
