import { requireAdmin, type AdminIdentity } from "~/features/auth/guard.server";

/**
 * Who may read the Audience page: the rule of `admin/audience` in the
 * back office's access table (administrators, and a salesperson an
 * administrator granted it to: decision 0076).
 */
export function requireAudienceAccess(request: Request): Promise<AdminIdentity> {
  return requireAdmin(request);
}
