import { requireAdmin, type AdminIdentity } from "~/features/auth/guard.server";

/**
 * Who may read the Audience page: the one place that says it. Administrators
 * for now; when salespeople have a role of their own, they are let in here.
 */
export function requireAudienceAccess(request: Request): Promise<AdminIdentity> {
  return requireAdmin(request);
}
