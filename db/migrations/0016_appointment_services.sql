-- Appointment services follow the products edited in the back office (ADR 0023):
-- the column holds a product id or one of the services that are not products,
-- so the check keeps its shape instead of a fixed list.
ALTER TABLE "appointments" DROP CONSTRAINT IF EXISTS "appointments_service_ck";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_ck" CHECK (service ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(service) <= 60);
