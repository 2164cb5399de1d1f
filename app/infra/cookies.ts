/**
 * The one Cookie-header parser of the server. It never throws: a pair it
 * cannot read (no "=", a broken percent escape such as `%E0%A4%A`) is
 * skipped, so a hostile or corrupted cookie is ignored instead of failing
 * every page. The first occurrence of a name wins, as browsers send the most
 * specific cookie first.
 */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || cookies.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1);
    }
    try {
      cookies.set(name, value.includes("%") ? decodeURIComponent(value) : value);
    } catch {
      // Unreadable escape: ignore this cookie.
    }
  }
  return cookies;
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return parseCookies(header).get(name);
}
