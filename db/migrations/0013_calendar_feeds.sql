-- Private iCalendar subscriptions of administrators: one per administrator,
-- found by the SHA-256 of its secret token (the token itself is never stored).
-- Regenerating replaces the hash, so the old address stops working at once.
CREATE TABLE IF NOT EXISTS "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action,
	CONSTRAINT "calendar_feeds_token_hash_ck" CHECK (token_hash ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "calendar_feeds_token_hash_uq" ON "calendar_feeds" USING btree ("token_hash");
