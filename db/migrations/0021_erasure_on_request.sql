ALTER TABLE "appointments" ADD COLUMN "erased_on_request" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "erased_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "erased_on_request" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "erased_by" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_erased_by_users_id_fk" FOREIGN KEY ("erased_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_erased_by_users_id_fk" FOREIGN KEY ("erased_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;