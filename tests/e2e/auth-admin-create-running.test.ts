import { spawn } from "node:child_process";
import fs from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import { PROJECT_ROOT } from "../../app/infra/paths.server";
import { startTestServer, tempDataDir, type TestServer } from "../support/server";
import {
  adminCredentials,
  createAdminUser,
  createUserWithRole,
  sessionCookie,
  type Credentials,
} from "../support/admin";
import { startSmtp } from "../support/smtp";

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let dataDir: string;
let nadia: Credentials & { userId: string };

beforeAll(async () => {
  smtp = await startSmtp();
  dataDir = tempDataDir();
  await createAdminUser(dataDir, adminCredentials("premier"));
  // An administrator who was demoted to user: today nobody could give her the role back.
  nadia = await createUserWithRole(dataDir, adminCredentials("nadia"), "user");
  server = await startTestServer({
    dataDir,
    env: { SMTP_URL: smtp.url, MAIL_FROM: "DigiSolutions <noreply@example.tn>" },
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** `npm run admin:create -- <args>` as a script would run it: no terminal, ADMIN_PASSWORD. */
function adminCreate(
  args: string[],
  password?: string,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
    delete env.DATABASE_URL; // the embedded database the running server holds
    if (password === undefined) delete env.ADMIN_PASSWORD;
    else env.ADMIN_PASSWORD = password;
    const child = spawn("npm", ["run", "--silent", "admin:create", "--", ...args], {
      cwd: PROJECT_ROOT,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => (out += c));
    child.on("exit", (code) => resolve({ code, out }));
  });
}

/** Whether these credentials open the back office (200 on /admin). */
async function opensAdmin(credentials: Credentials): Promise<boolean> {
  try {
    const cookie = await sessionCookie(server, credentials);
    const response = await fetch(`${server.url}/admin`, {
      headers: { cookie },
      redirect: "manual",
    });
    return response.status === 200;
  } catch {
    return false;
  }
}

test("while the server runs on PGlite, admin:create creates, promotes and resets through it", async () => {
  const fresh = adminCredentials("cli");
  const created = await adminCreate([fresh.email], fresh.password);
  expect(created).toMatchObject({ code: 0 });
  expect(created.out).toContain(`Administrateur créé avec succès : ${fresh.email}`);
  expect(await opensAdmin(fresh)).toBe(true);

  // An existing account without a flag: no terminal to ask, so the flags are named.
  const exists = await adminCreate([nadia.email], "Peu-importe-ici-2026");
  expect(exists.code).toBe(1);
  expect(exists.out).toContain("--promote");
  expect(exists.out).not.toMatch(/\n\s+at /);
  expect(await opensAdmin(nadia)).toBe(false);

  const promoted = await adminCreate([nadia.email, "--promote"]);
  expect(promoted).toMatchObject({ code: 0 });
  expect(promoted.out).toContain(`Rôle administrateur accordé à ${nadia.email}`);
  expect(await opensAdmin(nadia)).toBe(true);

  const weak = await adminCreate([nadia.email, "--reset-password"], "azertyuiop");
  expect(weak.code).toBe(1);
  expect(weak.out).toContain("trop courant");

  const newPassword = "Olivier-de-Sfax-2026";
  const reset = await adminCreate([nadia.email, "--reset-password"], newPassword);
  expect(reset).toMatchObject({ code: 0 });
  expect(reset.out).toContain(`Mot de passe de ${nadia.email} réinitialisé`);
  expect(await opensAdmin(nadia)).toBe(false);
  expect(await opensAdmin({ email: nadia.email, password: newPassword })).toBe(true);

  // She is told, and the password is neither in her mail nor in the server's log.
  await expect
    .poll(() => smtp.received.some((m) => m.to.includes(nadia.email)), { timeout: 20_000 })
    .toBe(true);
  const mail = smtp.received.find((m) => m.to.includes(nadia.email))!.raw;
  expect(mail).not.toContain(newPassword);
  expect(server.logs()).not.toContain(newPassword);
  expect(server.logs()).not.toContain(fresh.password);
  // No request or answer is left in the data directory.
  expect(fs.readdirSync(dataDir).filter((f) => f.startsWith("admin-"))).toEqual([]);
});
