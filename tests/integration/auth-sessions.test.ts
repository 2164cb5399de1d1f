import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client.server";
import { sessions, userRoles, users } from "../../db/schema";
import { createTestDatabase } from "../support/test-database";

vi.stubEnv("BETTER_AUTH_SECRET", "integration-test-secret-0123456789abcdef");
vi.stubEnv("SITE_URL", "http://127.0.0.1:3999");
// This file checks the sign-up API when it is switched on.
vi.stubEnv("ALLOW_SIGNUP", "true");

const { auth, SESSION_EXPIRES_IN, SESSION_ABSOLUTE_LIFETIME } =
  await import("../../app/features/auth/auth.server");
const { createAdministrator } =
  await import("../../app/features/administrators/administrators.server");

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

test("a session used all the time still ends 7 days after its sign-in", async () => {
  await createAdministrator(handle.db, { email: "semaine@example.com", password: PASSWORD });
  const headers = await signIn("semaine@example.com");
  const api = auth(handle.db).api;
  const id = (await api.getSession({ headers }))!.session.id;
  const DAY = 24 * 60 * 60 * 1000;
  // Signed in 6 days and 23 hours ago, used ever since: this use pushes the idle end back,
  // but never past the seventh day.
  const signedInAt = new Date(Date.now() - SESSION_ABSOLUTE_LIFETIME * 1000 + 60 * 60 * 1000);
  await handle.db
    .update(sessions)
    .set({ createdAt: signedInAt, expiresAt: new Date(Date.now() + 60_000) })
    .where(eq(sessions.id, id));
  expect(await api.getSession({ headers })).not.toBeNull();
  const [row] = await handle.db.select().from(sessions).where(eq(sessions.id, id));
  expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(signedInAt.getTime() + 7 * DAY);
  expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60 * 1000);

  // Seven days after the sign-in, the session is over although it was just used.
  await handle.db
    .update(sessions)
    .set({ createdAt: new Date(Date.now() - 7 * DAY - 1000), updatedAt: new Date() })
    .where(eq(sessions.id, id));
  expect(await api.getSession({ headers })).toBeNull();
});

test("the sign-up API applies the password policy of every other form", async () => {
  for (const password of ["azertyuiop", "motdepasse123", "aaaaaaaaaaaa", "court"]) {
    const error = await auth(handle.db)
      .api.signUpEmail({ body: { email: "faible@example.com", password, name: "Faible" } })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isAPIError(error), password).toBe(true);
    const body = (error as { body?: { message?: string } }).body;
    expect(body?.message, password).toMatch(/trop courant|au moins 10 caractères/);
  }
  expect(await handle.db.select().from(users).where(eq(users.email, "faible@example.com"))).toEqual(
    [],
  );
});
