import { afterAll, beforeAll, expect, test } from "vitest";
import { adminCredentials, createAdminUser } from "../support/admin";
import { startTestServer, tempDataDir, type TestServer } from "../support/server";

/**
 * The sign-in API takes a JSON or a form body (better-auth reads both): each
 * counts against the account's per-minute limit, so switching body type does
 * not buy more password guesses.
 */
const LIMIT = 3; // per account; an address gets three times as many
let server: TestServer;
const first = adminCredentials("form");
const second = adminCredentials("mixed");

beforeAll(async () => {
  const dataDir = tempDataDir();
  await createAdminUser(dataDir, first);
  await createAdminUser(dataDir, second);
  server = await startTestServer({
    dataDir,
    // TEST (set by Vitest) would turn better-auth's Origin checks off: run as production does.
    env: { RATE_LIMIT_SIGNIN_PER_MINUTE: String(LIMIT), TEST: undefined },
  });
});
afterAll(async () => {
  await server?.stop();
});

function signIn(body: URLSearchParams | Record<string, string>) {
  const form = body instanceof URLSearchParams;
  return fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: {
      origin: server.url,
      "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
    },
    body: form ? body : JSON.stringify(body),
  });
}

test("wrong passwords in form bodies are throttled per account, like JSON ones", async () => {
  const statuses: number[] = [];
  for (let i = 0; i <= LIMIT; i++) {
    const res = await signIn(
      new URLSearchParams({ email: first.email, password: `faux-${i}-faux` }),
    );
    statuses.push(res.status);
  }
  expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429]);

  // JSON and form tries add up; a form naming a decoy first is read as better-auth reads it
  // (the last value wins).
  const mixed = [
    await signIn({ email: second.email, password: "faux-a-faux" }),
    await signIn(
      new URLSearchParams([
        ["email", "leurre@example.com"],
        ["email", second.email.toUpperCase()],
        ["password", "faux-b-faux"],
      ]),
    ),
    await signIn({ email: second.email, password: "faux-c-faux" }),
    await signIn({ email: second.email, password: second.password }),
  ];
  expect(mixed.map((r) => r.status)).toEqual([401, 401, 401, 429]);
  expect(await mixed[3]!.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });

  // The address itself is still under its own limit: another account is judged on its password.
  const other = await signIn({ email: "personne@example.com", password: "faux-d-faux" });
  expect(other.status).toBe(401);
});

test("an e-mail of 3 KB or 100 KB gets a French 4xx, never a 500", async () => {
  const email = (size: number) => `${"a".repeat(size)}@example.com`;
  const small = await signIn({ email: email(3_000), password: "faux-e-faux" });
  expect(small.status).toBe(400);
  expect(await small.json()).toMatchObject({ message: "Email invalide" });
  // 100 KB is past the body limit: refused before the API reads it, in French too.
  const large = await signIn({ email: email(100_000), password: "faux-f-faux" });
  expect(large.status).toBe(413);
  expect(await large.text()).toBe("Requête trop volumineuse.");
});
