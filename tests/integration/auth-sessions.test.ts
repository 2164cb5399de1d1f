import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client.server";
import { sessions, userRoles, users } from "../../db/schema";
import { createTestDatabase } from "../support/test-database";

vi.stubEnv("BETTER_AUTH_SECRET", "integration-test-secret-0123456789abcdef");
vi.stubEnv("SITE_URL", "http://127.0.0.1:3999");
// This file checks the sign-up API when it is switched on.
vi.stubEnv("ALLOW_SIGNUP", "true");

const { auth, SESSION_EXPIRES_IN } = await import("../../app/features/auth/auth.server");
const { createAdministrator } = await import("../../app/features/auth/administrators.server");

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

const PASSWORD = "Jasmin-Carthage-2025";

async function signIn(email: string) {
  const response = await auth(handle.db).api.signInEmail({
    body: { email, password: PASSWORD },
    asResponse: true,
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return new Headers({ cookie });
}

test("a session is stored in the database, refreshed while used, and ends once expired", async () => {
  await createAdministrator(handle.db, { email: "sess@example.com", password: PASSWORD });
  const headers = await signIn("sess@example.com");
  const api = auth(handle.db).api;
  const first = await api.getSession({ headers });
  expect(first?.user.email).toBe("sess@example.com");
  const id = first!.session.id;

  // Used when close to its end: the end moves back to a full lifetime from now.
  await handle.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() + 60_000) })
    .where(eq(sessions.id, id));
  await api.getSession({ headers });
  const [row] = await handle.db.select().from(sessions).where(eq(sessions.id, id));
  const remaining = row!.expiresAt.getTime() - Date.now();
  expect(remaining).toBeGreaterThan((SESSION_EXPIRES_IN - 60) * 1000);

  // Past its end: signed out.
  await handle.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.id, id));
  expect(await api.getSession({ headers })).toBeNull();
});

test("with ALLOW_SIGNUP the sign-up API creates a plain user with a 'user' role record", async () => {
  const result = await auth(handle.db).api.signUpEmail({
    body: { email: "nouveau@example.com", password: PASSWORD, name: "Nouveau" },
  });
  expect(result.user.email).toBe("nouveau@example.com");
  const [user] = await handle.db.select().from(users).where(eq(users.email, "nouveau@example.com"));
  const roles = await handle.db.select().from(userRoles).where(eq(userRoles.userId, user!.id));
  expect(roles.map((r) => r.role)).toEqual(["user"]);
});
