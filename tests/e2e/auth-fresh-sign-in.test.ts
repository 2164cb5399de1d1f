import { afterAll, beforeAll, expect, test } from "vitest";
import {
  adminCredentials,
  createAdminUser,
  pastSessionCookie,
  sessionCookie,
  type Credentials,
} from "../support/admin";
import { startTestServer, tempDataDir, type TestServer } from "../support/server";

// Sensitive actions need a recent sign-in (the default window, 30 minutes): my
// session was opened by a sign-in an hour ago, written before the server starts.
let server: TestServer;
let me: Credentials & { userId: string };
let colleague: Credentials & { userId: string };
let stale: string;

beforeAll(async () => {
  const dataDir = tempDataDir();
  me = await createAdminUser(dataDir, adminCredentials("moi"));
  colleague = await createAdminUser(dataDir, adminCredentials("collegue"));
  stale = await pastSessionCookie(dataDir, me.userId, 60 * 60);
  server = await startTestServer({ dataDir });
});
afterAll(async () => {
  await server?.stop();
});

const post = (cookie: string, body: Record<string, string>) =>
  fetch(`${server.url}/admin/users.data`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: server.url },
    body: new URLSearchParams(body),
  });

/** The role record id in the users table row of that user (rows show the first 8 characters). */
async function roleIdOf(cookie: string, userId: string): Promise<string | undefined> {
  const html = await (await fetch(`${server.url}/admin/users`, { headers: { cookie } })).text();
  const rows = html.split('data-testid="role-row"').slice(1);
  const row = rows.find((r) => r.includes(userId.slice(0, 8)));
  return row?.match(/name="id" value="([0-9a-f-]{36})"/)?.[1];
}

test("an old sign-in can neither delete a role nor create an administrator; a fresh one can", async () => {
  const roleId = (await roleIdOf(stale, colleague.userId))!;
  expect(roleId).toBeDefined();
  const refusedDelete = await post(stale, { intent: "delete-role", id: roleId });
  expect(refusedDelete.status).toBe(403);
  expect(await refusedDelete.text()).toContain("reconnectez-vous");

  const refusedCreate = await post(stale, {
    intent: "create-admin",
    email: "nouvel-admin@example.com",
    password: "Jasmin-de-Hammamet-2025",
  });
  expect(await refusedCreate.text()).toContain("reconnectez-vous");

  expect(await roleIdOf(stale, colleague.userId)).toBe(roleId);

  // A fresh sign-in (the colleague's) deletes the other administrator's role.
  const fresh = await sessionCookie(server, colleague);
  const myRoleId = await roleIdOf(fresh, me.userId);
  const accepted = await post(fresh, { intent: "delete-role", id: myRoleId! });
  expect(accepted.status).toBe(200);
  expect(await roleIdOf(fresh, me.userId)).toBeUndefined();
});
