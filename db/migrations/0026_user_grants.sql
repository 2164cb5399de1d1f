-- What an administrator opens to one account beyond its role (decision 0076):
-- today the Audience page for a salesperson. Who granted it and when; the
-- grant goes with the account.
CREATE TABLE IF NOT EXISTS "user_grants" (
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"granted_by" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_grants_pk" PRIMARY KEY("user_id","name"),
	CONSTRAINT "user_grants_name_ck" CHECK (name IN ('audience'))
);
--> statement-breakpoint
ALTER TABLE "user_grants" DROP CONSTRAINT IF EXISTS "user_grants_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_grants" ADD CONSTRAINT "user_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "user_grants" DROP CONSTRAINT IF EXISTS "user_grants_granted_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_grants" ADD CONSTRAINT "user_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
