import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client.server";
import { accounts, auditLog } from "../../db/schema";
import { createTestDatabase } from "../support/test-database";

vi.stubEnv("BETTER_AUTH_SECRET", "integration-test-secret-0123456789abcdef");
vi.stubEnv("SITE_URL", "http://127.0.0.1:3999");

const { signInWithPassword } = await import("../../app/features/auth/sign-in.server");
const { runAdminCommand } = await import("../../app/features/administrators/admin-command.server");
const { recordAudit, searchAudit, withoutSecrets } =
  await import("../../app/features/audit/audit.server");
const { runWithRequestContext } = await import("../../app/infra/request-context.server");
const { setDatabase } = await import("../../app/lib/db.server");

let handle: DatabaseHandle;
const SITE = "http://127.0.0.1:3999";
const PASSWORD = "Jasmin-Carthage-2025";
const NEW_PASSWORD = "Olivier-Kairouan-2031";

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabase(handle);
});
afterAll(async () => {
  setDatabase(undefined);
  await handle?.close();
});

const signIn = (email: string, password: string, ip: string) =>
  signInWithPassword(
    handle.db,
    new Request(`${SITE}/auth`, { method: "POST", headers: { origin: SITE } }),
    ip,
    { email, password },
  );

test("sign-ins, refused sign-ins and account commands are logged with who, what and from where, never a secret", async () => {
  const created = await runAdminCommand(handle.db, {
    email: "sami@digi.example.tn",
    password: PASSWORD,
    role: "sales",
    promote: false,
    resetPassword: false,
  });
  expect(created.ok).toBe(true);
  expect((await signIn("sami@digi.example.tn", "Mauvais-Passe-2025", "203.0.113.7")).status).toBe(
    "error",
  );
  expect((await signIn("sami@digi.example.tn", PASSWORD, "203.0.113.8")).status).toBe("signed-in");
  const reset = await runAdminCommand(handle.db, {
    email: "sami@digi.example.tn",
    password: NEW_PASSWORD,
    role: "editor",
    promote: true,
    resetPassword: true,
  });
  expect(reset.ok).toBe(true);

  const rows = await handle.db.select().from(auditLog).orderBy(auditLog.at);
  expect(rows.map((r) => r.action)).toEqual([
    "account.create",
    "auth.sign-in-failed",
    "auth.sign-in",
    "account.role",
    "account.reset",
  ]);
  expect(rows[0]).toMatchObject({
    details: { email: "sami@digi.example.tn", role: "sales", via: "ligne de commande" },
  });
  expect(rows[1]).toMatchObject({
    actorEmail: "sami@digi.example.tn",
    ip: "203.0.113.7",
    details: { reason: "invalid-credentials" },
  });
  expect(rows[2]).toMatchObject({ actorEmail: "sami@digi.example.tn", ip: "203.0.113.8" });
  expect(rows[2]!.actorUserId).toBeTruthy();
  expect(rows[3]).toMatchObject({ details: { from: "sales", to: "editor" } });

  // No password, wrong or right, old or new, and no hash, anywhere in the log.
  const everything = JSON.stringify(rows);
  const [credential] = await handle.db.select({ hash: accounts.password }).from(accounts);
  for (const secret of [PASSWORD, NEW_PASSWORD, "Mauvais-Passe-2025", credential!.hash!]) {
    expect(everything).not.toContain(secret);
  }
});

test("a query carrying a NUL or a lone surrogate is still written, those characters replaced", async () => {
  await recordAudit(handle.db, {
    action: "export.csv",
    actor: { email: "amel@digi.example.tn" },
    target: { type: "order", id: "list" },
    details: { filters: { q: "a\u0000b", ["k\u0000"]: "\ud800x", pair: "é😀" } },
  });
  const [row] = await handle.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.action} = 'export.csv'`);
  expect(row?.details).toEqual({
    filters: { q: "a\uFFFDb", ["k\uFFFD"]: "\uFFFDx", pair: "é😀" },
  });
});

test("a field that looks like a secret is masked, whoever writes it; the request's address is the default", async () => {
  expect(
    withoutSecrets({
      password: "x",
      nested: { newPassword: "y", totpCode: "123456", token: "t", name: "Amel" },
      list: [{ secret: "s" }],
    }),
  ).toEqual({
    password: "[masqué]",
    nested: { newPassword: "[masqué]", totpCode: "[masqué]", token: "[masqué]", name: "Amel" },
    list: [{ secret: "[masqué]" }],
  });
  await runWithRequestContext({ clientIp: "198.51.100.42" }, () =>
    recordAudit(handle.db, {
      action: "settings.change",
      actor: { email: "Amel@Digi.example.tn" },
      details: { password: "Secret-Jamais-Ecrit-1" },
    }),
  );
  const [row] = await handle.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.action} = 'settings.change'`);
  expect(row).toMatchObject({ ip: "198.51.100.42", actorEmail: "amel@digi.example.tn" });
  expect(JSON.stringify(row)).not.toContain("Secret-Jamais-Ecrit-1");
});

test("the journal's search: by words (e-mail, address), by action, by day", async () => {
  const byIp = await searchAudit(handle.db, {
    q: "203.0.113.7",
    action: "",
    from: "",
    to: "",
    page: 1,
  });
  expect(byIp.rows.map((r) => r.action)).toEqual(["auth.sign-in-failed"]);
  const byAction = await searchAudit(handle.db, {
    q: "",
    action: "auth.sign-in",
    from: "",
    to: "",
    page: 1,
  });
  expect(byAction.total).toBe(1);
  const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const none = await searchAudit(handle.db, { q: "", action: "", from: future, to: "", page: 1 });
  expect(none.total).toBe(0);
  // Characters of LIKE are searched as written.
  expect(
    (await searchAudit(handle.db, { q: "%", action: "", from: "", to: "", page: 1 })).total,
  ).toBe(0);
});
