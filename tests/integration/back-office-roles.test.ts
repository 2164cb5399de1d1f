import { eq } from "drizzle-orm";
import { verifyPassword } from "better-auth/crypto";
import { describe, expect, test, vi } from "vitest";
import {
  accounts,
  outbox,
  sessions,
  twoFactors,
  userGrants,
  userRoles,
  users,
} from "../../db/schema";
import { withTestDatabase } from "../support/test-database";

vi.stubEnv("BETTER_AUTH_SECRET", "integration-test-secret-0123456789abcdef");
vi.stubEnv("SITE_URL", "http://127.0.0.1:3999");

const { createAccount, resetAccess, RESET_MESSAGES } =
  await import("../../app/features/administrators/administrators.server");
const { deleteRole, listRoles, setGrant, setRole } =
  await import("../../app/features/administrators/users.server");
const { grantsOf } = await import("../../app/features/auth/roles.server");
const { allows, navigationFor } = await import("../../app/features/auth/access-rules");
const { STALE_SIGN_IN_MESSAGE } = await import("../../app/features/auth/guard.server");

const { db } = withTestDatabase();

const PASSWORD = "Jasmin-Carthage-2025";

async function account(email: string, role: "admin" | "user" = "admin") {
  const created = await createAccount(db(), { email, password: PASSWORD }, role);
  if (!created.ok) throw new Error(created.message);
  return created.userId;
}

async function adminCount(): Promise<number> {
  const roles = await db().select().from(userRoles).where(eq(userRoles.role, "admin"));
  return new Set(roles.map((r) => r.userId)).size;
}

const actor = (userId: string, email: string, signedInAt = new Date()) => ({
  userId,
  email,
  sessionId: "s",
  signedInAt,
  role: "admin" as const,
});

describe("roles", () => {
  test("a demoted administrator is listed without a role and can be made administrator again", async () => {
    const amel = await account("amel@digi.example.tn");
    const nadia = await account("nadia@digi.example.tn");
    const [nadiaRole] = await db().select().from(userRoles).where(eq(userRoles.userId, nadia));
    expect(await deleteRole(db(), nadiaRole!.id, amel)).toEqual({
      ok: true,
      userId: nadia,
      role: "admin",
    });

    const listed = await listRoles(db());
    // Counted as the table lists them: two accounts, one of them without a role.
    expect(listed.counts).toEqual({
      total: 2,
      admins: 1,
      sales: 0,
      editors: 0,
      users: 0,
      none: 1,
    });
    expect(listed.roles).toHaveLength(2);
    expect(listed.roles.find((r) => r.userId === nadia)).toMatchObject({
      id: null,
      role: null,
      email: "nadia@digi.example.tn",
    });

    expect(await setRole(db(), nadia, "admin", amel)).toEqual({
      ok: true,
      changed: true,
      from: null,
    });
    expect(await adminCount()).toBe(2);
    expect(await setRole(db(), nadia, "admin", amel)).toEqual({ ok: true, changed: false });
  });

  test("admin ⇄ user editing keeps one role per account; never oneself, never the last administrator", async () => {
    const amel = await account("amel@digi.example.tn");
    const sami = await account("sami@digi.example.tn", "user");
    expect(await setRole(db(), sami, "admin", amel)).toEqual({
      ok: true,
      changed: true,
      from: "user",
    });
    expect(
      (await db().select().from(userRoles).where(eq(userRoles.userId, sami))).map((r) => r.role),
    ).toEqual(["admin"]);
    expect(await setRole(db(), amel, "user", amel)).toEqual({
      ok: false,
      status: 409,
      message: "Vous ne pouvez pas retirer votre propre rôle administrateur.",
    });
    expect(await setRole(db(), sami, "user", amel)).toEqual({
      ok: true,
      changed: true,
      from: "admin",
    });
    // Sami, demoted but still signed in, cannot demote the last administrator.
    expect(await setRole(db(), amel, "user", sami)).toEqual({
      ok: false,
      status: 409,
      message: "Impossible de retirer le rôle du dernier administrateur.",
    });
    // The command line (no acting account) is held to the same rule.
    expect(await setRole(db(), amel, "user", null)).toMatchObject({ ok: false, status: 409 });
    expect(await setRole(db(), "nobody", "admin", amel)).toMatchObject({ status: 404 });
    expect(await adminCount()).toBe(1);
  });

  test("sales and editor roles: one role per account, the calendar feed only for the agenda's roles", async () => {
    const amel = await account("amel@digi.example.tn");
    const sami = await account("sami@digi.example.tn", "user");
    expect(await setRole(db(), sami, "sales", amel)).toMatchObject({ ok: true, from: "user" });
    expect(await setRole(db(), sami, "editor", amel)).toMatchObject({ ok: true, from: "sales" });
    expect(
      (await db().select().from(userRoles).where(eq(userRoles.userId, sami))).map((r) => r.role),
    ).toEqual(["editor"]);
    const listed = await listRoles(db());
    expect(listed.counts).toMatchObject({ total: 2, admins: 1, editors: 1, sales: 0 });
    // The database itself refuses a role it does not know.
    await expect(
      db()
        .insert(userRoles)
        .values({ userId: sami, role: "owner" as never }),
    ).rejects.toThrow();
  });

  test("concurrent demotions and removals never leave zero administrators", async () => {
    for (let round = 0; round < 3; round += 1) {
      await db().delete(users);
      const a = await account(`a${round}@digi.example.tn`);
      const b = await account(`b${round}@digi.example.tn`);
      const c = await account(`c${round}@digi.example.tn`);
      const roleOf = async (id: string) =>
        (await db().select().from(userRoles).where(eq(userRoles.userId, id)))[0]!.id;
      const [ra, rb, rc] = await Promise.all([roleOf(a), roleOf(b), roleOf(c)]);
      // Everyone removes everyone else at once, by demotion and by deletion.
      const results = await Promise.all([
        setRole(db(), b, "user", a),
        setRole(db(), c, "user", a),
        deleteRole(db(), ra, b),
        setRole(db(), c, "user", b),
        deleteRole(db(), ra, c),
        deleteRole(db(), rb, c),
      ]);
      expect(await adminCount()).toBe(1);
      expect(results.filter((r) => !r.ok).length).toBeGreaterThanOrEqual(1);
      expect(rc).toBeDefined();
    }
  });
});

describe("access to the audience, granted to one salesperson", () => {
  const audienceFor = async (userId: string) => {
    const grants = await grantsOf(db(), userId);
    return {
      page: allows("sales", "/admin/audience", undefined, "page", grants),
      menu: navigationFor("sales", grants).some((item) => item.to === "/admin/audience"),
    };
  };

  test("granted, listed on the users page, revoked; only to a salesperson", async () => {
    const amel = await account("amel@digi.example.tn");
    const sami = await account("sami@digi.example.tn", "user");
    await setRole(db(), sami, "sales", amel);
    expect(await audienceFor(sami)).toEqual({ page: false, menu: false });

    expect(await setGrant(db(), sami, "audience", true, amel)).toEqual({
      ok: true,
      changed: true,
      email: "sami@digi.example.tn",
    });
    expect(await setGrant(db(), sami, "audience", true, amel)).toMatchObject({ changed: false });
    const [stored] = await db().select().from(userGrants).where(eq(userGrants.userId, sami));
    expect(stored).toMatchObject({ name: "audience", grantedBy: amel });
    expect(await audienceFor(sami)).toEqual({ page: true, menu: true });
    expect((await listRoles(db())).roles.find((r) => r.userId === sami)?.grants).toEqual([
      "audience",
    ]);
    // An editor holding the grant would still be refused: it opens the page to salespeople only.
    expect(allows("editor", "/admin/audience", undefined, "page", ["audience"])).toBe(false);

    expect(await setGrant(db(), sami, "audience", false, amel)).toMatchObject({
      ok: true,
      changed: true,
    });
    expect(await audienceFor(sami)).toEqual({ page: false, menu: false });

    const rania = await account("rania@digi.example.tn", "user");
    expect(await setGrant(db(), rania, "audience", true, amel)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await setGrant(db(), "absent", "audience", true, amel)).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await db().select().from(userGrants).where(eq(userGrants.userId, rania))).toEqual([]);
  });

  test("the grant goes with the sales role: made editor, or the role removed, it is gone", async () => {
    const amel = await account("amel@digi.example.tn");
    const sami = await account("sami@digi.example.tn", "user");
    await setRole(db(), sami, "sales", amel);
    await setGrant(db(), sami, "audience", true, amel);
    await setRole(db(), sami, "editor", amel);
    expect(await grantsOf(db(), sami)).toEqual([]);
    await setRole(db(), sami, "sales", amel);
    expect(await audienceFor(sami)).toEqual({ page: false, menu: false });

    await setGrant(db(), sami, "audience", true, amel);
    const [role] = await db().select().from(userRoles).where(eq(userRoles.userId, sami));
    await deleteRole(db(), role!.id, amel);
    expect(await grantsOf(db(), sami)).toEqual([]);
  });
});

describe("resetting another administrator's access", () => {
  test("new password, two-factor removed, sessions ended, the person mailed; never the password", async () => {
    const amel = await account("amel@digi.example.tn");
    const nadia = await account("nadia@digi.example.tn");
    await db().update(users).set({ twoFactorEnabled: true }).where(eq(users.id, nadia));
    await db()
      .insert(twoFactors)
      .values({ id: "tf-1", userId: nadia, secret: "s", backupCodes: "c" });
    await db()
      .insert(sessions)
      .values({
        id: "sess-1",
        token: "tok-1",
        userId: nadia,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
    const result = await resetAccess(
      db(),
      { userId: nadia, password: "Olivier-de-Sfax-2026" },
      { actor: actor(amel, "amel@digi.example.tn") },
    );
    expect(result).toEqual({ ok: true, email: "nadia@digi.example.tn", twoFactorRemoved: true });
    const [credential] = await db().select().from(accounts).where(eq(accounts.userId, nadia));
    expect(
      await verifyPassword({ hash: credential!.password!, password: "Olivier-de-Sfax-2026" }),
    ).toBe(true);
    expect(await db().select().from(twoFactors)).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, nadia))).toEqual([]);
    const [user] = await db().select().from(users).where(eq(users.id, nadia));
    expect(user!.twoFactorEnabled).toBe(false);
    const mails = await db().select().from(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: "account.access.reset",
      payload: expect.objectContaining({
        email: "nadia@digi.example.tn",
        by: "amel@digi.example.tn",
        twoFactorRemoved: true,
      }),
    });
    expect(JSON.stringify(mails[0]!.payload)).not.toContain("Olivier");
  });

  test("refused: a stale sign-in, oneself, a non-administrator, a weak password", async () => {
    const amel = await account("amel@digi.example.tn");
    const nadia = await account("nadia@digi.example.tn");
    const sami = await account("sami@digi.example.tn", "user");
    const fresh = actor(amel, "amel@digi.example.tn");
    const reset = (userId: string, password: string, who = fresh) =>
      resetAccess(db(), { userId, password }, { actor: who });
    expect(await reset(nadia, "Olivier-de-Sfax-2026", actor(amel, "amel@x", new Date(0)))).toEqual({
      ok: false,
      status: 403,
      message: STALE_SIGN_IN_MESSAGE,
    });
    expect(await reset(amel, "Olivier-de-Sfax-2026")).toEqual({
      ok: false,
      status: 409,
      message: RESET_MESSAGES.own,
    });
    expect(await reset(sami, "Olivier-de-Sfax-2026")).toEqual({
      ok: false,
      status: 409,
      message: RESET_MESSAGES.notAdmin,
    });
    expect(await reset(nadia, "azertyuiop")).toEqual({
      ok: false,
      status: 400,
      message: "Ce mot de passe est trop courant : choisissez-en un autre",
    });
    expect(await reset("nobody", "Olivier-de-Sfax-2026")).toMatchObject({ status: 404 });
    expect(await db().select().from(outbox)).toEqual([]);
  });
});
