ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_ck" CHECK (language IN ('fr', 'ar'));--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_language_ck" CHECK (language IN ('fr', 'ar'));
