-- One row per person (customer_key), kept by triggers on orders and
-- appointments, so the back office's customers list reads a page of people
-- by an index instead of grouping every record on each request. It holds
-- nothing of its own: what it says is recomputed from the records of the
-- keys a statement touched.
CREATE TABLE "customers" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"city" text,
	"language" text NOT NULL,
	"orders" integer NOT NULL,
	"appointments" integer NOT NULL,
	"last_activity" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customers_last_activity_idx" ON "customers" USING btree ("last_activity" DESC, "key");
--> statement-breakpoint
CREATE INDEX "customers_name_idx" ON "customers" USING btree (lower("name"), "key");
--> statement-breakpoint
CREATE INDEX "customers_orders_idx" ON "customers" USING btree ("orders" DESC, "last_activity" DESC, "key");
--> statement-breakpoint
-- Each person as the records say: the latest name, phone, e-mail and city
-- they gave, the language of their latest visit, how many orders and
-- appointments, and when they last changed.
-- A condition on "key" reaches the two tables' customer_key indexes.
CREATE VIEW "customer_summaries" AS
SELECT customer_key AS key,
  (array_agg(name ORDER BY at DESC))[1] AS name,
  (array_agg(phone ORDER BY at DESC))[1] AS phone,
  (array_agg(email ORDER BY at DESC) FILTER (WHERE email IS NOT NULL))[1] AS email,
  (array_agg(city ORDER BY at DESC) FILTER (WHERE city IS NOT NULL))[1] AS city,
  (array_agg(language ORDER BY at DESC))[1] AS language,
  (count(*) FILTER (WHERE kind = 'order'))::int AS orders,
  (count(*) FILTER (WHERE kind = 'appointment'))::int AS appointments,
  max(at) AS last_activity
FROM (
  SELECT customer_key, 'order' AS kind, customer_name AS name, phone, email, city, language,
    updated_at AS at
  FROM orders
  UNION ALL
  SELECT customer_key, 'appointment', name, phone, email, NULL, language, updated_at
  FROM appointments
) AS activity
GROUP BY customer_key;
--> statement-breakpoint
-- Recounts some people (everyone when keys is NULL).
CREATE OR REPLACE FUNCTION customers_recount(keys text[]) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  person text;
BEGIN
  IF keys IS NULL THEN
    LOCK TABLE customers IN EXCLUSIVE MODE;
    DELETE FROM customers;
    INSERT INTO customers SELECT * FROM customer_summaries;
    RETURN;
  END IF;
  -- Two transactions writing for the same person take turns, so the second
  -- recounts with the first's rows committed. Past a few keys (imports,
  -- restores) one lock on the table replaces one lock per key.
  IF cardinality(keys) > 64 THEN
    LOCK TABLE customers IN EXCLUSIVE MODE;
  ELSE
    FOR person IN SELECT DISTINCT k FROM unnest(keys) AS k ORDER BY k LOOP
      PERFORM pg_advisory_xact_lock(1717, hashtext(person));
    END LOOP;
  END IF;
  DELETE FROM customers WHERE key = ANY (keys);
  INSERT INTO customers SELECT * FROM customer_summaries WHERE key = ANY (keys);
END
$$;
--> statement-breakpoint
-- After each statement, the people it touched: the keys of the rows before and after.
CREATE OR REPLACE FUNCTION customers_follow_insert() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM customers_recount(ARRAY(SELECT DISTINCT customer_key FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customers_follow_update() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM customers_recount(ARRAY(
    SELECT customer_key FROM new_rows UNION SELECT customer_key FROM old_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customers_follow_delete() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM customers_recount(ARRAY(SELECT DISTINCT customer_key FROM old_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION customers_follow_truncate() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM customers_recount(NULL);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_customers_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customers_follow_insert();
--> statement-breakpoint
CREATE TRIGGER "orders_customers_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customers_follow_update();
--> statement-breakpoint
CREATE TRIGGER "orders_customers_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customers_follow_delete();
--> statement-breakpoint
CREATE TRIGGER "orders_customers_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION customers_follow_truncate();
--> statement-breakpoint
CREATE TRIGGER "appointments_customers_insert" AFTER INSERT ON "appointments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customers_follow_insert();
--> statement-breakpoint
CREATE TRIGGER "appointments_customers_update" AFTER UPDATE ON "appointments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customers_follow_update();
--> statement-breakpoint
CREATE TRIGGER "appointments_customers_delete" AFTER DELETE ON "appointments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customers_follow_delete();
--> statement-breakpoint
CREATE TRIGGER "appointments_customers_truncate" AFTER TRUNCATE ON "appointments"
  FOR EACH STATEMENT EXECUTE FUNCTION customers_follow_truncate();
--> statement-breakpoint
-- The people of the records that exist.
SELECT customers_recount(NULL);
