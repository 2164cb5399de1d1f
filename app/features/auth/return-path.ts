/**
 * Where to go back after signing in: the back-office page a visitor asked
 * for before being sent to /auth. Only a path of this site under /admin is
 * accepted (no other host, no scheme, no `//host` or `/\host` trick), so the
 * sign-in page cannot be used to send someone elsewhere.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 2_000) return undefined;
  if (!value.startsWith("/") || value.startsWith("//")) return undefined;
  // Backslashes and control characters: browsers read some of them as "//".
  if ([...value].some((c) => c === "\\" || c.charCodeAt(0) < 0x20 || c === "\u007f")) {
    return undefined;
  }
  const base = "http://same-site.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  if (url.pathname !== "/admin" && !url.pathname.startsWith("/admin/")) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /auth, remembering the page to come back to. */
export function signInPath(returnTo: string): string {
  const path = safeReturnPath(returnTo);
  return path && path !== "/admin" ? `/auth?next=${encodeURIComponent(path)}` : "/auth";
}

/**
 * Where a signed-in non-administrator is sent (from the back office, or
 * right after signing in): the sign-in page, saying the account has no access.
 */
export const NOT_ADMIN_PAGE = "/auth?refus=admin";
