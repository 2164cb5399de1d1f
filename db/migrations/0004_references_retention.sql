-- Order references: one counter per year (Africa/Tunis), so numbering restarts
-- each January and never truncates: CMD-2026-100000 follows CMD-2026-99999.
-- The counters start after the highest reference already issued each year.
CREATE TABLE "order_reference_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_value" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "order_reference_counters" ("year", "last_value")
SELECT substring("reference" from 5 for 4)::integer, max(substring("reference" from 10)::bigint)
FROM "orders"
WHERE "reference" ~ '^CMD-[0-9]{4}-[0-9]+$'
GROUP BY 1;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION next_order_reference(_at timestamptz DEFAULT now())
RETURNS text
LANGUAGE plpgsql
VOLATILE
AS $$
DECLARE
  _year integer := extract(year FROM _at AT TIME ZONE 'Africa/Tunis')::integer;
  _n bigint;
BEGIN
  INSERT INTO order_reference_counters AS c (year, last_value) VALUES (_year, 1)
  ON CONFLICT (year) DO UPDATE SET last_value = c.last_value + 1
  RETURNING c.last_value INTO _n;
  RETURN 'CMD-' || _year || '-' || lpad(_n::text, greatest(5, length(_n::text)), '0');
END
$$;
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "reference" SET DEFAULT next_order_reference();
--> statement-breakpoint
DROP SEQUENCE "public"."order_reference_seq";
--> statement-breakpoint
-- Retention: rows whose person's data was removed keep their facts (reference,
-- product, dates, status) for the accounts and statistics.
ALTER TABLE "orders" ADD COLUMN "anonymised_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "anonymised_at" timestamp with time zone;
--> statement-breakpoint
-- One row per periodic job: the instance that moves last_run_at runs it.
CREATE TABLE "maintenance_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
