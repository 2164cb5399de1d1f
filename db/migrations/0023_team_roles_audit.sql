-- Roles of a sales team: sales and editor beside admin and user. has_role
-- stays the role check; only the list of allowed values changes.
ALTER TABLE "user_roles" DROP CONSTRAINT IF EXISTS "user_roles_role_ck";
--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_ck" CHECK (role IN ('admin', 'sales', 'editor', 'user'));
