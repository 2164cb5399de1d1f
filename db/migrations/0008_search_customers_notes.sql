-- Search that finds, customers grouped across orders and appointments, and
-- internal notes. Normalised columns are filled by a trigger on every write
-- (whatever the code path: forms, back-office edits, restore) and below for
-- the rows that already exist.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- Lower case without accents: «Sébastien» and «SEBASTIEN» both become «sebastien».
CREATE OR REPLACE FUNCTION search_fold(value text)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT lower(unaccent('unaccent'::regdictionary, coalesce(value, '')))
$$;
--> statement-breakpoint
-- A phone number's digits, Tunisian numbers in their 8-digit national form:
-- «+216 55 111 222», «00216-55-111-222» and «55111222» all become «55111222».
-- Other international numbers keep their country code, without «+» or «00».
CREATE OR REPLACE FUNCTION phone_key(value text)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN d ~ '^00216[0-9]{8}$' THEN substr(d, 6)
    WHEN d ~ '^216[0-9]{8}$' THEN substr(d, 4)
    WHEN d ~ '^00' THEN substr(d, 3)
    ELSE d
  END
  FROM (SELECT regexp_replace(coalesce(value, ''), '[^0-9]', '', 'g') AS d) AS digits
$$;
--> statement-breakpoint
-- The person a record belongs to: the phone key, else the e-mail, else the record alone.
CREATE OR REPLACE FUNCTION customer_key(phone text, email text, id uuid)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT coalesce(nullif(phone_key(phone), ''), nullif(lower(trim(email)), ''), id::text)
$$;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "phone_key" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_key" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "phone_key" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "customer_key" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- One line per searchable field, so a search never matches across two fields.
CREATE OR REPLACE FUNCTION orders_fill_search() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.phone_key := phone_key(NEW.phone);
  NEW.customer_key := customer_key(NEW.phone, NEW.email, NEW.id);
  NEW.search_text := search_fold(concat_ws(E'\n', NEW.customer_name, NEW.city, NEW.reference, NEW.email));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION appointments_fill_search() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.phone_key := phone_key(NEW.phone);
  NEW.customer_key := customer_key(NEW.phone, NEW.email, NEW.id);
  NEW.search_text := search_fold(concat_ws(E'\n', NEW.name, NEW.company, NEW.email));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_fill_search" BEFORE INSERT OR UPDATE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION orders_fill_search();
--> statement-breakpoint
CREATE TRIGGER "appointments_fill_search" BEFORE INSERT OR UPDATE ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION appointments_fill_search();
--> statement-breakpoint
-- Existing rows: the no-op update runs the trigger, which fills the new columns.
UPDATE "orders" SET "phone_key" = "phone_key";
--> statement-breakpoint
UPDATE "appointments" SET "phone_key" = "phone_key";
--> statement-breakpoint
CREATE INDEX "orders_search_text_trgm_idx" ON "orders" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "orders_phone_key_trgm_idx" ON "orders" USING gin ("phone_key" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "orders_customer_key_idx" ON "orders" USING btree ("customer_key");
--> statement-breakpoint
CREATE INDEX "appointments_search_text_trgm_idx" ON "appointments" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "appointments_phone_key_trgm_idx" ON "appointments" USING gin ("phone_key" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "appointments_customer_key_idx" ON "appointments" USING btree ("customer_key");
--> statement-breakpoint
-- Internal notes on an order or an appointment: read by administrators only, never mailed.
CREATE TABLE "record_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"body" text NOT NULL,
	"author_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "record_notes_entity_ck" CHECK (entity IN ('order', 'appointment')),
	CONSTRAINT "record_notes_body_ck" CHECK (char_length(body) BETWEEN 1 AND 2000)
);
--> statement-breakpoint
ALTER TABLE "record_notes" ADD CONSTRAINT "record_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "record_notes_entity_idx" ON "record_notes" USING btree ("entity","entity_id","created_at");
