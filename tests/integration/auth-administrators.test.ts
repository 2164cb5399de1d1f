import { expect, test, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { accounts, userRoles, users } from "../../db/schema";
import { withTestDatabase } from "../support/test-database";

// The auth module reads the environment once: a fixed secret keeps it off the data directory.
vi.stubEnv("BETTER_AUTH_SECRET", "integration-test-secret-0123456789abcdef");
vi.stubEnv("SITE_URL", "http://127.0.0.1:3999");

const { createAdministrator } =
  await import("../../app/features/administrators/administrators.server");
const { hasRole, isAdmin, administratorExists } =
  await import("../../app/features/auth/roles.server");
const { issueSetupToken, isSetupTokenValid, completeSetup } =
  await import("../../app/features/auth/setup.server");
const { passwordPolicyError } = await import("../../app/features/auth/password-policy");
const { auth } = await import("../../app/features/auth/auth.server");

const database = withTestDatabase();

const STRONG = "Jasmin-Carthage-2025";

test("creating an administrator stores a slow hash, never the password, and the admin role", async () => {
  const result = await createAdministrator(database.handle().db, {
    email: "  Chef@Example.com ",
    password: STRONG,
  });
  expect(result).toMatchObject({ ok: true, email: "chef@example.com" });
  const [user] = await database
    .handle()
    .db.select()
    .from(users)
    .where(eq(users.email, "chef@example.com"));
  expect(user).toBeDefined();
  const [account] = await database
    .handle()
    .db.select()
    .from(accounts)
    .where(eq(accounts.userId, user!.id));
  expect(account!.providerId).toBe("credential");
  expect(account!.password).not.toContain(STRONG);
  // better-auth's scrypt format: hex salt and hex key.
  expect(account!.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  expect(await isAdmin(database.handle().db, user!.id)).toBe(true);
  expect(await hasRole(database.handle().db, user!.id, "user")).toBe(false);
  expect(await administratorExists(database.handle().db)).toBe(true);
});

test("the password policy refuses short and common passwords with French messages", async () => {
  const cases: [string, string][] = [
    ["", "Veuillez remplir tous les champs"],
    ["court", "Le mot de passe doit contenir au moins 10 caractères"],
    ["azertyuiop", "Ce mot de passe est trop courant : choisissez-en un autre"],
    ["Password123", "Ce mot de passe est trop courant : choisissez-en un autre"],
    ["1234567890", "Ce mot de passe est trop courant : choisissez-en un autre"],
    ["zzzzzzzzzzzz", "Ce mot de passe est trop courant : choisissez-en un autre"],
  ];
  for (const [password, message] of cases) {
    expect(
      await createAdministrator(database.handle().db, { email: "a@example.com", password }),
    ).toEqual({
      ok: false,
      message,
    });
  }
  expect(await createAdministrator(database.handle().db, { email: "", password: STRONG })).toEqual({
    ok: false,
    message: "Veuillez remplir tous les champs",
  });
  expect(
    await createAdministrator(database.handle().db, { email: "pas-un-email", password: STRONG }),
  ).toEqual({ ok: false, message: "Email invalide" });
  expect(passwordPolicyError(STRONG)).toBeNull();
  expect(await database.handle().db.select().from(users)).toHaveLength(0);
});

test("a second account with the same email is refused and nothing is half-stored", async () => {
  expect(
    (await createAdministrator(database.handle().db, { email: "x@example.com", password: STRONG }))
      .ok,
  ).toBe(true);
  expect(
    await createAdministrator(database.handle().db, { email: "X@example.com", password: STRONG }),
  ).toEqual({
    ok: false,
    message: "Un compte existe déjà avec cet email",
  });
  expect(await database.handle().db.select().from(users)).toHaveLength(1);
  expect(await database.handle().db.select().from(accounts)).toHaveLength(1);
  expect(await database.handle().db.select().from(userRoles)).toHaveLength(1);
});

test("a stale sign-in cannot create an administrator", async () => {
  const actor = {
    userId: "someone",
    email: "old@example.com",
    sessionId: "s",
    signedInAt: new Date(Date.now() - 2 * 60 * 60 * 1000),
    role: "admin" as const,
  };
  const result = await createAdministrator(
    database.handle().db,
    { email: "new@example.com", password: STRONG },
    { actor },
  );
  expect(result.ok).toBe(false);
  expect(await database.handle().db.select().from(users)).toHaveLength(0);
});

test("an error in the role check means not an administrator", async () => {
  const created = await createAdministrator(database.handle().db, {
    email: "r@example.com",
    password: STRONG,
  });
  if (!created.ok) throw new Error(created.message);
  await database
    .handle()
    .db.execute(sql`ALTER FUNCTION has_role(text, text) RENAME TO has_role_hidden`);
  try {
    expect(await isAdmin(database.handle().db, created.userId)).toBe(false);
  } finally {
    await database
      .handle()
      .db.execute(sql`ALTER FUNCTION has_role_hidden(text, text) RENAME TO has_role`);
  }
  expect(await isAdmin(database.handle().db, created.userId)).toBe(true);
});

test("the setup token works once, only while no administrator exists", async () => {
  const token = await issueSetupToken(database.handle().db);
  expect(token).toBeTruthy();
  expect(await isSetupTokenValid(database.handle().db, token!)).toBe(true);
  expect(await isSetupTokenValid(database.handle().db, "wrong")).toBe(false);
  // A refused password keeps the link usable.
  expect(
    (
      await completeSetup(database.handle().db, token!, {
        email: "p@example.com",
        password: "court",
      })
    ).ok,
  ).toBe(false);
  expect(await isSetupTokenValid(database.handle().db, token!)).toBe(true);
  expect(
    (
      await completeSetup(database.handle().db, token!, {
        email: "p@example.com",
        password: STRONG,
      })
    ).ok,
  ).toBe(true);
  expect(await isSetupTokenValid(database.handle().db, token!)).toBe(false);
  const again = await completeSetup(database.handle().db, token!, {
    email: "q@example.com",
    password: STRONG,
  });
  expect(again.ok).toBe(false);
  expect(await issueSetupToken(database.handle().db)).toBeNull();
  expect(await database.handle().db.select().from(users)).toHaveLength(1);
});

test("better-auth signs the created administrator in with the password, not with a wrong one", async () => {
  await createAdministrator(database.handle().db, { email: "s@example.com", password: STRONG });
  const api = auth(database.handle().db).api;
  const ok = await api.signInEmail({ body: { email: "s@example.com", password: STRONG } });
  expect(ok.user.email).toBe("s@example.com");
  await expect(
    api.signInEmail({ body: { email: "s@example.com", password: "Mauvais-mot-de-passe" } }),
  ).rejects.toMatchObject({ statusCode: 401 });
});

test("the sign-up API answers 403 while ALLOW_SIGNUP is off", async () => {
  await expect(
    auth(database.handle().db).api.signUpEmail({
      body: { email: "u@example.com", password: STRONG, name: "u" },
    }),
  ).rejects.toMatchObject({ statusCode: 403 });
  expect(await database.handle().db.select().from(users)).toHaveLength(0);
});
