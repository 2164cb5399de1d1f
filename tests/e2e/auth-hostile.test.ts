import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDatabase } from "../../db/client.server";
import { accounts, sessions, twoFactors, userRoles, users } from "../../db/schema";
import { SETUP_LINK_INVALID } from "../../app/features/auth/messages";
import { adminCredentials, createAdminUser, sessionCookie } from "../support/admin";
import { startTestServer, tempDataDir, type TestServer } from "../support/server";
import {
  FUZZ_BUDGET,
  FUZZ_RUNS,
  FUZZ_SEED,
  announceFuzz,
  fuzzBody,
  fuzzLanes,
} from "../support/fuzz";
import { nextCode, totpCode } from "../support/totp";

/**
 * Generated malformed, hostile and near-valid submissions to every
 * authentication endpoint, over HTTP against the production build: never a
 * 5xx, every refusal in French on the pages and in JSON on the API, never a
 * session, never a new account; afterwards the database holds exactly the
 * accounts made before, and the administrators still sign in.
 */
const RUNS = FUZZ_RUNS;
const WORKERS = 8;
const SEED = FUZZ_SEED;
announceFuzz("auth-hostile");

/** Signs in with a password only. */
const admin = adminCredentials("admin");
/** Two-factor on: the right password leads to the code step, never to a session. */
const totpAdmin = adminCredentials("totp");
let totpSecret = "";
let backupCodes: string[] = [];

/**
 * Vitest sets TEST=true, which the servers would inherit: better-auth then
 * turns its Origin and CSRF checks off. The fuzz runs against what production runs.
 */
const PRODUCTION_LIKE = { TEST: undefined };

let server: TestServer;
/** A second server, with no administrator yet: the /setup link is live there. */
let setupServer: TestServer;
let setupToken = "";

interface Snapshot {
  users: string[];
  accounts: string[];
  roles: string[];
  twoFactors: string[];
}
let before: Snapshot;

async function snapshot(dataDir: string): Promise<Snapshot> {
  const handle = await openDatabase({ dataDir });
  try {
    const rows = {
      users: await handle.db.select().from(users),
      accounts: await handle.db.select().from(accounts),
      roles: await handle.db.select().from(userRoles),
      twoFactors: await handle.db.select().from(twoFactors),
    };
    return {
      users: rows.users.map((u) => `${u.id} ${u.email} ${u.twoFactorEnabled}`).sort(),
      accounts: rows.accounts.map((a) => `${a.id} ${a.userId} ${a.password}`).sort(),
      roles: rows.roles.map((r) => `${r.userId} ${r.role}`).sort(),
      twoFactors: rows.twoFactors.map((t) => `${t.userId} ${t.secret} ${t.backupCodes}`).sort(),
    };
  } finally {
    await handle.close();
  }
}

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

async function post(url: string, cookie: string, body: Record<string, string>) {
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: {
      cookie,
      origin: new URL(url).origin,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(body),
  });
}

beforeAll(async () => {
  const dataDir = tempDataDir();
  await createAdminUser(dataDir, admin);
  await createAdminUser(dataDir, totpAdmin);

  // Two-factor is turned on through the product itself, on a first run of the server.
  const prep = await startTestServer({ dataDir, env: PRODUCTION_LIKE });
  try {
    const cookie = await sessionCookie(prep, totpAdmin);
    const started = await post(`${prep.url}/account/two-factor`, cookie, {
      intent: "enable",
      password: totpAdmin.password,
    });
    const { enrolment } = (await started.json()) as {
      enrolment: { secret: string; backupCodes: string[] };
    };
    totpSecret = enrolment.secret;
    backupCodes = enrolment.backupCodes;
    const verified = await post(`${prep.url}/account/two-factor`, cookie, {
      intent: "verify",
      code: totpCode(totpSecret),
    });
    expect(await verified.json()).toMatchObject({ ok: true });
  } finally {
    await prep.stop();
  }
  // The sessions of that preparation are removed: from here on, none may appear.
  const handle = await openDatabase({ dataDir });
  await handle.db.delete(sessions);
  await handle.close();
  before = await snapshot(dataDir);
  expect(before.twoFactors).toHaveLength(1);

  [server, setupServer] = await Promise.all([
    startTestServer({ dataDir, env: PRODUCTION_LIKE }),
    startTestServer({ env: PRODUCTION_LIKE }),
  ]);
  // The one-time link is printed once the server is up.
  for (let i = 0; i < 100 && !setupToken; i++) {
    setupToken = /\/setup\?token=([A-Za-z0-9_-]+)/.exec(setupServer.logs())?.[1] ?? "";
    if (!setupToken) await new Promise((r) => setTimeout(r, 100));
  }
  expect(setupToken, "setup link in the log").not.toBe("");
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await setupServer?.stop();
});

// ── Generators ────────────────────────────────────────────────────────────────

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 80,
});

const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: fc.integer({ min: 0, max: 31 }).map((c) => String.fromCharCode(c)) }),
  fc.string({ minLength: 120, maxLength: 300 }),
  fc.string({ minLength: 480, maxLength: 3000 }),
  fc.constantFrom(
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    "'; DROP TABLE users; --",
    "' OR '1'='1",
    '" OR 1=1 --',
    "admin'--",
    "\u0000",
    "a\u0000b@example.com",
    "\u202Eevil\u202C",
    "   ",
    "\r\n\t",
    "x@y.tn\r\nBcc: z@w.tn",
    "a@b.tn,c@d.tn",
    "{{7*7}}",
    "${7*7}",
    "../../etc/passwd",
    "%00",
    "null",
    "undefined",
    "[object Object]",
    "__proto__",
    "1e309",
    "-1",
    "admin@",
    "@example.com",
    "admin@example",
    "a@b.c",
    "ＡＤＭＩＮ@example.com",
    "admin@exam\u0000ple.com",
    "😀😀😀😀😀😀😀",
    "000000",
    "123456",
    "abcde-fghij",
  ),
);

/** Values a JSON body can carry where a string is expected. */
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
  fc.constant({ $ne: null }),
  fc.constant({ toString: "x", valueOf: 1 }),
  fc.jsonValue({ maxDepth: 3 }),
);

type Value = unknown;

/** A field: a weighted mix of near-valid values, hostile strings and (in JSON) wrong types; sometimes absent. */
function field(
  valid: fc.Arbitrary<Value>,
  validWeight: number,
  hostileWeight = 4,
  typeWeight = 1,
  absentPercent = 8,
) {
  const present = fc.oneof(
    { weight: validWeight, arbitrary: valid },
    { weight: hostileWeight, arbitrary: hostile as fc.Arbitrary<Value> },
    { weight: typeWeight, arbitrary: wrongType as fc.Arbitrary<Value> },
  );
  return fc.oneof(
    { weight: absentPercent, arbitrary: fc.constant(undefined) },
    { weight: 100 - absentPercent, arbitrary: present },
  );
}

const knownEmails = fc.constantFrom(
  admin.email,
  totpAdmin.email,
  admin.email.toUpperCase(),
  totpAdmin.email.toUpperCase(),
  ` ${admin.email} `,
  "personne@example.com",
  "root@localhost.localdomain",
);
/** Plausible passwords, never an administrator's (except the two-factor one, which opens no session). */
const wrongPassword = fc.oneof(
  { weight: 6, arbitrary: fc.string({ minLength: 6, maxLength: 40 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "mauvais-mot-de-passe",
      admin.password.toUpperCase(),
      `${admin.password} `,
      admin.password.slice(0, -1),
      "password123",
      "azertyuiop",
    ),
  },
  { weight: 1, arbitrary: fc.constant(totpAdmin.password) },
);
const codeLike = fc.oneof(
  fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, "0")),
  fc.stringMatching(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/),
  fc
    .integer({ min: 0, max: 999_999 })
    .map((n) => String(n).padStart(6, "0").replace(/(...)/, "$1 ")),
  fc.constantFrom("000000", "999999", "12345", "1234567", "      ", "１２３４５６"),
);
const urls = fc.constantFrom(
  "/admin",
  "https://evil.example/steal",
  "javascript:alert(1)",
  "//evil.example",
  "data:text/html,<script>alert(1)</script>",
  "/\\evil.example",
);
/** Trusted, but no header can carry them: the Location of a successful sign-in. */
const headerless = fc.constantFrom("/😀", "/ā", "/admin?q=é", "/ﬀ");

const extras = {
  role: field(fc.constantFrom("admin", "user"), 1),
  isAdmin: field(fc.constant("true"), 1),
  emailVerified: field(fc.constant("true"), 1),
  twoFactorEnabled: field(fc.constant("false"), 1),
  userId: field(fc.constant("00000000-0000-0000-0000-000000000000"), 1),
  // Sent as "__proto__" (an object literal cannot hold that key as its own).
  $proto: field(fc.constant("polluted"), 1),
  constructor: field(fc.constant("polluted"), 1),
};

const headerChoices = {
  origin: fc.oneof(
    { weight: 8, arbitrary: fc.constant("same") },
    { weight: 3, arbitrary: fc.constant("none") },
    { weight: 1, arbitrary: fc.constantFrom("foreign", "null", "other-port", "garbage") },
  ),
  garbageOrigin: printable,
  fetchSite: fc.oneof(
    { weight: 12, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom("same-origin", "cross-site", "same-site", "none") },
  ),
  fetchMode: fc.constantFrom("navigate", "cors", "no-cors"),
  forwardedFor: fc.option(printable, { nil: undefined, freq: 8 }),
  cookie: fc.oneof(
    { weight: 5, arbitrary: fc.constant("none") },
    { weight: 4, arbitrary: fc.constant("two-factor") },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "garbage",
        "forged-session",
        "forged-two-factor",
        "both-forged",
        "two-factor+forged-session",
      ),
    },
  ),
  garbageCookie: printable,
  pick: fc.nat(),
  // Compressing every answer costs the server more than the action itself: mostly left out.
  compressed: fc.oneof(
    { weight: 9, arbitrary: fc.constant(false) },
    { weight: 1, arbitrary: fc.constant(true) },
  ),
};

const apiEncoding = fc.oneof(
  { weight: 12, arbitrary: fc.constant("json") },
  { weight: 2, arbitrary: fc.constant("urlencoded") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "multipart",
      "text",
      "none",
      "malformed-json",
      "json-not-object",
      "deep-json",
      "huge",
      "json-utf16",
      "json-duplicate-keys",
    ),
  },
);
const pageEncoding = fc.oneof(
  { weight: 6, arbitrary: fc.constant("urlencoded") },
  { weight: 3, arbitrary: fc.constant("multipart") },
  { weight: 1, arbitrary: fc.constantFrom("json", "text", "none", "huge", "malformed-multipart") },
);

type Endpoint =
  "page" | "sign-in" | "verify-totp" | "verify-backup-code" | "sign-up" | "sign-out" | "setup";

const API_PATHS = {
  "sign-in": "/api/auth/sign-in/email",
  "verify-totp": "/api/auth/two-factor/verify-totp",
  "verify-backup-code": "/api/auth/two-factor/verify-backup-code",
  "sign-up": "/api/auth/sign-up/email",
  "sign-out": "/api/auth/sign-out",
} as const;
type ApiEndpoint = keyof typeof API_PATHS;

const API_FIELDS: Record<ApiEndpoint, Record<string, fc.Arbitrary<Value>>> = {
  // A few percent reach the password check (scrypt, slow): most emails are refused first.
  "sign-in": {
    email: field(knownEmails, 2, 9, 2),
    password: field(wrongPassword, 6, 3, 1),
    callbackURL: field(fc.oneof(urls, headerless), 4, 1, 1, 70),
    rememberMe: field(fc.boolean(), 8, 1, 1),
  },
  "verify-totp": {
    code: field(codeLike, 6),
    trustDevice: field(fc.boolean(), 4, 1, 1),
  },
  "verify-backup-code": {
    code: field(codeLike, 6),
    trustDevice: field(fc.boolean(), 4, 1, 1),
    disableSession: field(fc.boolean(), 4, 1, 1),
  },
  "sign-up": {
    name: field(fc.constantFrom("Nouvel Admin", "x"), 4),
    email: field(
      fc.oneof(knownEmails, fc.constantFrom("premier@example.com", "intrus@example.tn")),
      4,
    ),
    password: field(fc.constantFrom("Un-Mot-De-Passe-Solide-42", "court", admin.password), 4),
    image: field(urls, 1, 1, 1, 70),
    callbackURL: field(urls, 1, 1, 1, 70),
    rememberMe: field(fc.boolean(), 2),
  },
  "sign-out": {},
};

/** Now and then the two-factor administrator's right email and password: a code step, never a session. */
const twoFactorPair = fc.oneof(
  { weight: 39, arbitrary: fc.constant(false) },
  { weight: 1, arbitrary: fc.constant(true) },
);

function apiSample(endpoint: ApiEndpoint) {
  return fc.record({
    values: fc.record({ ...API_FIELDS[endpoint], ...extras }, { requiredKeys: [] }),
    twoFactorPair,
    encoding: apiEncoding,
    variant: fc.nat({ max: 6 }),
    ...headerChoices,
  });
}

function pageSample() {
  return fc.record({
    target: fc.oneof(
      { weight: 1, arbitrary: fc.constant("document") },
      { weight: 2, arbitrary: fc.constant("data") },
    ),
    values: fc.record(
      {
        intent: fc.option(
          fc.oneof(
            { weight: 5, arbitrary: fc.constant("password") },
            { weight: 4, arbitrary: fc.constant("two-factor") },
            { weight: 1, arbitrary: hostile },
          ),
          { nil: undefined, freq: 10 },
        ),
        email: field(knownEmails, 1, 9, 0),
        password: field(wrongPassword, 6, 3, 0),
        code: field(codeLike, 6, 3, 0),
        js: field(fc.constantFrom("1", "0"), 3, 1, 0),
        ...extras,
      },
      { requiredKeys: [] },
    ),
    twoFactorPair,
    duplicate: fc.boolean(),
    encoding: pageEncoding,
    ...headerChoices,
  });
}

/** Passwords the policy refuses by construction: only these go with the live setup link. */
const refusedPassword = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 9 }),
  fc.string({ minLength: 129, maxLength: 400 }),
  fc.constantFrom("motdepasse123", "AZERTYUIOP", "Tunisie2025", "digisolutions", "1234567890"),
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 1 }), fc.integer({ min: 10, max: 40 }))
    .map(([c, n]) => c.repeat(n)),
);

function setupSample() {
  return fc.record({
    target: fc.oneof(
      { weight: 1, arbitrary: fc.constant("document") },
      { weight: 2, arbitrary: fc.constant("data") },
    ),
    query: fc.oneof(
      { weight: 4, arbitrary: fc.constant("same-token") },
      { weight: 1, arbitrary: fc.constantFrom("none", "real-token", "forged") },
    ),
    token: fc.oneof(
      { weight: 4, arbitrary: fc.constant("real") },
      { weight: 2, arbitrary: fc.constant("forged") },
      { weight: 1, arbitrary: fc.constantFrom("missing", "mangled", "file") },
      { weight: 1, arbitrary: hostile },
    ),
    values: fc.record(
      {
        email: field(
          fc.constantFrom("premier@example.com", admin.email, "PREMIER@EXAMPLE.COM"),
          4,
          3,
          0,
        ),
        password: field(
          fc.constantFrom("Un-Mot-De-Passe-Solide-42", "Sésame-ouvre-toi-2"),
          4,
          3,
          0,
        ),
        js: field(fc.constant("1"), 1, 1, 0),
        ...extras,
      },
      { requiredKeys: [] },
    ),
    weakPassword: refusedPassword,
    encoding: pageEncoding,
    ...headerChoices,
  });
}

type ApiShot = ReturnType<typeof apiSample> extends fc.Arbitrary<infer T> ? T : never;
type Common = Pick<
  ApiShot,
  | "origin"
  | "garbageOrigin"
  | "fetchSite"
  | "fetchMode"
  | "forwardedFor"
  | "cookie"
  | "garbageCookie"
  | "pick"
  | "compressed"
>;

// ── Building the requests ─────────────────────────────────────────────────────

/** The pending sign-ins of the two-factor administrator, refreshed by the fuzz's own right-password tries. */
const twoFactorCookies: string[] = [];

function keepTwoFactorCookie(response: Response) {
  for (const set of response.headers.getSetCookie()) {
    const pair = set.split(";")[0]!;
    if (/two_factor=./.test(pair) && !/max-age=0\b/i.test(set)) {
      twoFactorCookies.push(pair);
      if (twoFactorCookies.length > 6) twoFactorCookies.shift();
    }
  }
}

function randomToken(n: number) {
  return crypto.randomBytes(n).toString("base64url");
}

function headersFor(s: Common, target: TestServer): Record<string, string> {
  const headers: Record<string, string> = {
    "accept-encoding": s.compressed ? "gzip, deflate, br" : "identity",
  };
  switch (s.origin) {
    case "same":
      headers.origin = target.url;
      break;
    case "foreign":
      headers.origin = "https://evil.example";
      break;
    case "null":
      headers.origin = "null";
      break;
    case "other-port":
      headers.origin = `http://127.0.0.1:${target.port + 1}`;
      break;
    case "garbage":
      headers.origin = s.garbageOrigin;
      break;
  }
  if (s.fetchSite) {
    headers["sec-fetch-site"] = s.fetchSite;
    headers["sec-fetch-mode"] = s.fetchMode;
  }
  if (s.forwardedFor !== undefined) headers["x-forwarded-for"] = s.forwardedFor;
  const pending = twoFactorCookies[s.pick % Math.max(twoFactorCookies.length, 1)];
  const forgedSession = `better-auth.session_token=${randomToken(24)}.${randomToken(32)}`;
  const forgedTwoFactor = `better-auth.two_factor=2fa-${randomToken(15)}.${randomToken(32)}`;
  const cookie = {
    none: undefined,
    "two-factor": pending,
    garbage: s.garbageCookie,
    "forged-session": forgedSession,
    "forged-two-factor": forgedTwoFactor,
    "both-forged": `${forgedSession}; ${forgedTwoFactor}`,
    "two-factor+forged-session": pending ? `${pending}; ${forgedSession}` : forgedSession,
  }[s.cookie];
  if (cookie !== undefined) headers.cookie = cookie;
  return headers;
}

/** An Origin header other than the server's own. */
function otherOrigin(headers: Record<string, string>, target: TestServer) {
  return headers.origin !== undefined && headers.origin !== target.url;
}

/**
 * What the server refuses (403) before any page: another Origin, or a
 * cross-site fetch without one. `Origin: null` (a page sent without referrer)
 * passes only with the browser's own `Sec-Fetch-Site: same-origin`.
 */
function crossSite(headers: Record<string, string>, target: TestServer) {
  if (headers.origin === "null") return headers["sec-fetch-site"] !== "same-origin";
  if (headers.origin !== undefined) return otherOrigin(headers, target);
  return ["cross-site", "same-site"].includes(headers["sec-fetch-site"] ?? "");
}

/** Never send a code that happens to be valid right now: the fuzz tries wrong ones. */
function notValidNow(value: Value): Value {
  if (typeof value !== "string") return value;
  const compact = value.replace(/\s+/g, "");
  const now = Date.now();
  const valid = [-60_000, -30_000, 0, 30_000, 60_000].map((d) => totpCode(totpSecret, now + d));
  if (valid.includes(compact) || backupCodes.includes(compact)) return `${value}x`;
  return value;
}

function formEntries(values: Record<string, Value>): [string, string][] {
  const entries: [string, string][] = [];
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    entries.push([k === "$proto" ? "__proto__" : k, typeof v === "string" ? v : JSON.stringify(v)]);
  }
  return entries;
}

function formBody(
  entries: [string, string][],
  encoding: string,
  options: { duplicate?: boolean; fileField?: string } = {},
): { body?: BodyInit; headers?: Record<string, string> } {
  if (options.duplicate && entries[0]) entries.push([entries[0][0], "<b>second value</b>"]);
  return fuzzBody(entries, encoding, {
    text: "email=x",
    huge: "password",
    file: options.fileField,
  });
}

function apiBody(
  values: Record<string, Value>,
  encoding: string,
  variant: number,
): { body?: BodyInit; headers?: Record<string, string> } {
  const json = (body: string, type = "application/json") => ({
    body,
    headers: { "content-type": type },
  });
  switch (encoding) {
    case "json": {
      // A "__proto__" key is written by hand: objects cannot carry it as their own.
      const { $proto: proto, ...rest } = values;
      const text = JSON.stringify(rest);
      if (proto === undefined) return json(text);
      const head = `{"__proto__":${JSON.stringify(proto)}`;
      return json(text === "{}" ? `${head}}` : `${head},${text.slice(1)}`);
    }
    case "malformed-json":
      return json(
        ['{"email":', "{bad", "\u0000", '{"email":"a@b.tn",}', "{'email':'x'}", "\uFEFF{}", "NaN"][
          variant
        ]!,
      );
    case "json-not-object":
      return json(["[]", "null", "1", '"x"', "true", "[{}]", "{}"][variant]!);
    case "deep-json":
      return json(`${'{"email":'.repeat(8000)}"x"${"}".repeat(8000)}`);
    case "json-utf16":
      return json(JSON.stringify(values), "application/json; charset=utf-16");
    case "json-duplicate-keys":
      return json(
        `{"email":"${admin.email}","email":{"x":1},"password":"a","password":"mauvais-mot-de-passe"}`,
      );
    case "huge":
      return json(JSON.stringify({ ...values, password: "x".repeat(200_000) }));
    default:
      return formBody(formEntries(values), encoding, { fileField: "email" });
  }
}

// ── Reading the answers ───────────────────────────────────────────────────────

const ENGLISH =
  /\b(invalid|expected|undefined|NaN|object Object|internal server|syntaxerror|password|failed|too many|not allowed|unauthorized|forbidden|bad request|unexpected)\b/i;
const FRENCH = /[éèàçêôûî]|\b(le|la|les|de|des|veuillez|est|invalide|requis|requise|doit)\b/i;

function decodeHtml(text: string) {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Session cookies the answer sets (an expired, emptied cookie is not one). */
function sessionCookiesSet(response: Response): string[] {
  return response.headers.getSetCookie().filter((set) => {
    const pair = set.split(";")[0]!;
    const name = pair.slice(0, pair.indexOf("="));
    const value = pair.slice(pair.indexOf("=") + 1);
    return /session_(token|data)/.test(name) && value !== "" && !/max-age=0\b/i.test(set);
  });
}

/** React Router's turbo-stream answer of a `.data` request, decoded enough to read it. */
function decodeTurboStream(text: string): unknown {
  const values = JSON.parse(text.split("\n")[0]!) as unknown[];
  const seen = new Map<number, unknown>();
  const at = (index: number): unknown => {
    if (index < 0) return index === -5 ? undefined : null;
    if (seen.has(index)) return seen.get(index);
    const raw = values[index];
    let value: unknown = raw;
    if (Array.isArray(raw)) {
      value =
        typeof raw[0] === "string"
          ? { $type: raw[0], args: raw.slice(1).map((i) => at(i as number)) }
          : raw.map((i) => at(i as number));
    } else if (raw && typeof raw === "object") {
      const object: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(raw)) {
        object[String(values[Number(k.slice(1))])] = at(v as number);
      }
      value = object;
    }
    seen.set(index, value);
    return value;
  };
  return at(0);
}

type Verdict =
  | { kind: "refused"; message: string }
  | { kind: "two-factor" }
  /** The server's refusal of another site's request or of a malformed body, before any route. */
  | { kind: "server"; message: string };

/** What a visitor of the sign-in or setup page reads. */
async function readPage(res: Response, target: "document" | "data"): Promise<Verdict> {
  const type = res.headers.get("content-type") ?? "";
  const text = await res.text();
  if (type.startsWith("text/plain")) return { kind: "server", message: text };
  if (target === "data") {
    const decoded = decodeTurboStream(text) as {
      data?: { status?: string; message?: string };
      error?: { $type?: string; args?: unknown[] };
    };
    if (decoded.error) {
      // A thrown response.
      const args = decoded.error.args ?? [];
      const message = args.find((a) => typeof a === "string" && FRENCH.test(a));
      return { kind: "refused", message: String(message ?? JSON.stringify(decoded.error)) };
    }
    if (decoded.data?.status === "two-factor") return { kind: "two-factor" };
    const message = decoded.data?.message;
    if (typeof message !== "string") {
      throw new Error(`unexpected data answer ${res.status}: ${text.slice(0, 300)}`);
    }
    return { kind: "refused", message };
  }
  if (!type.includes("text/html")) throw new Error(`unexpected ${type} answer ${res.status}`);
  // The form notice: the alert, then its message paragraph.
  const alert = /role="alert"[^>]*><p>([^<]*)<\/p>/.exec(text);
  if (alert) return { kind: "refused", message: decodeHtml(alert[1]!) };
  // The error page (a thrown response): its heading, then the text a visitor reads.
  const boundary = /<h1[^>]*>[^<]*<\/h1><p>([^<]*)<\/p>/.exec(text);
  if (boundary) return { kind: "refused", message: decodeHtml(boundary[1]!) };
  if (text.includes('name="code"') && text.includes('value="two-factor"')) {
    return { kind: "two-factor" };
  }
  throw new Error(`no answer in the page (status ${res.status})`);
}

// ── Running ───────────────────────────────────────────────────────────────────

interface Shot {
  url: string;
  headers: Record<string, string>;
  body?: BodyInit;
}
type Outcome = { status: number; outcome: string };

interface Tally {
  requests: number;
  seconds: number;
  statuses: Record<number, number>;
  outcomes: Record<string, number>;
}

/** Sends every generated shot, WORKERS at a time; a failed check names the seed, the request and the answer. */
async function runAll<T>(
  samples: T[],
  shoot: (sample: T) => Shot,
  judge: (sample: T, shot: Shot, res: Response) => Promise<Outcome>,
): Promise<Tally> {
  const started = performance.now();
  const tally: Tally = { requests: 0, seconds: 0, statuses: {}, outcomes: {} };
  const queue = [...samples];
  let failed = false;
  const workers = Array.from({ length: WORKERS }, async () => {
    for (let s = queue.shift(); s !== undefined && !failed; s = queue.shift()) {
      const shot = shoot(s);
      const res = await fetch(shot.url, {
        method: "POST",
        redirect: "manual",
        headers: shot.headers,
        body: shot.body,
      });
      let result: Outcome;
      try {
        result = await judge(s, shot, res);
      } catch (error) {
        failed = true;
        const body = typeof shot.body === "string" ? shot.body : String(shot.body);
        const target = shot.url.startsWith(server.url) ? server : setupServer;
        const serverErrors = target
          .logs()
          .split("\n")
          .filter((line) => line.includes('"level":50'))
          .slice(-3);
        throw new Error(
          `${(error as Error).message} — seed ${SEED}, ${res.status} for POST ${shot.url} ` +
            `headers ${JSON.stringify(shot.headers)} body ${body.slice(0, 300)} ` +
            `sample ${JSON.stringify(s).slice(0, 300)} server errors: ${serverErrors.join("\n")}`,
          { cause: error },
        );
      }
      tally.requests++;
      tally.statuses[result.status] = (tally.statuses[result.status] ?? 0) + 1;
      tally.outcomes[result.outcome] = (tally.outcomes[result.outcome] ?? 0) + 1;
    }
  });
  await Promise.all(workers);
  tally.seconds = Math.round((performance.now() - started) / 100) / 10;
  return tally;
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function checkFrench(message: string) {
  check(
    message.length > 0 && !ENGLISH.test(message) && FRENCH.test(message),
    `unclear answer "${message.slice(0, 200)}"`,
  );
}

function sentTwoFactorCredentials(values: Record<string, Value>) {
  return (
    typeof values.email === "string" &&
    values.email.toLowerCase() === totpAdmin.email &&
    values.password === totpAdmin.password
  );
}

const tallies: Partial<Record<Endpoint, Tally>> = {};

function fuzzApi(endpoint: ApiEndpoint, target: TestServer): Promise<Tally> {
  const samples = fc.sample(apiSample(endpoint), { numRuns: RUNS, seed: SEED });
  const sent = new WeakMap<Shot, Record<string, Value>>();
  return runAll(
    samples,
    (s) => {
      const values = { ...s.values } as Record<string, Value>;
      if ("code" in values) values.code = notValidNow(values.code);
      if (endpoint === "sign-in" && s.twoFactorPair) Object.assign(values, totpAdmin);
      const body = apiBody(values, s.encoding, s.variant);
      const shot = {
        url: `${target.url}${API_PATHS[endpoint]}`,
        headers: { ...headersFor(s, target), ...body.headers },
        body: body.body,
      };
      sent.set(shot, values);
      return shot;
    },
    async (_s, shot, res) => {
      check(res.status < 500, `${res.status} from ${endpoint}`);
      check(sessionCookiesSet(res).length === 0, `a session cookie from ${endpoint}`);
      const type = res.headers.get("content-type") ?? "";
      const text = await res.text();
      if (res.status === 413) {
        // The server-wide body limit answers before the API, in French text.
        checkFrench(text);
        return { status: 413, outcome: "too large" };
      }
      check(type.includes("application/json"), `${type} from ${endpoint}: ${text.slice(0, 200)}`);
      const json = JSON.parse(text) as Record<string, unknown>;
      if (res.ok) {
        check(json.token === undefined, `a session token from ${endpoint}`);
        if (endpoint === "sign-out") {
          check(json.success === true, `sign-out answered ${text}`);
          return { status: res.status, outcome: "signed out (no session)" };
        }
        check(
          endpoint === "sign-in" &&
            json.twoFactorRedirect === true &&
            sentTwoFactorCredentials(sent.get(shot)!),
          `${endpoint} accepted: ${text.slice(0, 200)}`,
        );
        keepTwoFactorCookie(res);
        return { status: res.status, outcome: "two-factor step" };
      }
      check(
        typeof json.message === "string" && json.message.length > 0,
        `no JSON error message: ${text.slice(0, 200)}`,
      );
      const outcome = String(json.code ?? json.message);
      // Another site is refused before the password is looked at (by the server's guard or
      // better-auth's CSRF check); `Origin: null` from our own no-referrer page is not another site.
      check(
        endpoint !== "sign-in" ||
          !crossSite(shot.headers, target) ||
          outcome !== "INVALID_EMAIL_OR_PASSWORD",
        "another Origin reached the password check",
      );
      return { status: res.status, outcome };
    },
  );
}

function fuzzPage(): Promise<Tally> {
  const samples = fc.sample(pageSample(), { numRuns: RUNS, seed: SEED });
  const sent = new WeakMap<Shot, Record<string, Value>>();
  return runAll(
    samples,
    (s) => {
      const values = { ...s.values } as Record<string, Value>;
      values.code = notValidNow(values.code);
      if (s.twoFactorPair) Object.assign(values, totpAdmin);
      const body = formBody(formEntries(values), s.encoding, {
        duplicate: s.duplicate,
        fileField: s.duplicate ? "email" : "password",
      });
      const shot = {
        url: `${server.url}${s.target === "data" ? "/auth.data" : "/auth"}`,
        headers: { ...headersFor(s, server), ...body.headers },
        body: body.body,
      };
      sent.set(shot, values);
      return shot;
    },
    async (s, shot, res) => {
      check(res.status < 500, `${res.status} from the sign-in page`);
      check(sessionCookiesSet(res).length === 0, "a session cookie from the sign-in page");
      check(res.status !== 302 && res.status !== 202, `redirected: signed in?`);
      const verdict = await readPage(res, s.target as "document" | "data");
      check((res.status === 403) === crossSite(shot.headers, server), "the same-origin guard");
      if (verdict.kind === "server") {
        checkFrench(verdict.message);
        return { status: res.status, outcome: verdict.message.slice(0, 60) };
      }
      if (verdict.kind === "two-factor") {
        const values = sent.get(shot)!;
        check(
          values.intent !== "two-factor" && sentTwoFactorCredentials(values),
          "code step without the two-factor administrator's password",
        );
        keepTwoFactorCookie(res);
        return { status: res.status, outcome: "two-factor step" };
      }
      checkFrench(verdict.message);
      return { status: res.status, outcome: verdict.message.slice(0, 60) };
    },
  );
}

function fuzzSetup(): Promise<Tally> {
  const samples = fc.sample(setupSample(), { numRuns: RUNS, seed: SEED });
  return runAll(
    samples,
    (s) => {
      const values = { ...s.values } as Record<string, Value>;
      let token: string | undefined;
      if (s.token === "real") token = setupToken;
      else if (s.token === "forged") token = randomToken(24);
      else if (s.token === "mangled") token = `${setupToken}x`;
      else if (s.token !== "missing" && s.token !== "file") token = s.token;
      // The live link only ever goes with a password the policy refuses.
      if (s.token === "real") values.password = s.weakPassword;
      if (token !== undefined) values.token = token;
      const body = formBody(formEntries(values), s.encoding, {
        fileField: s.token === "file" ? "token" : undefined,
      });
      const query = {
        none: "",
        "real-token": `?token=${setupToken}`,
        forged: `?token=${randomToken(24)}`,
        "same-token":
          token === undefined ? "" : `?${new URLSearchParams({ token: token.slice(0, 200) })}`,
      }[s.query]!;
      return {
        url: `${setupServer.url}${s.target === "data" ? "/setup.data" : "/setup"}${query}`,
        headers: { ...headersFor(s, setupServer), ...body.headers },
        body: body.body,
      };
    },
    async (s, shot, res) => {
      check(res.status < 500, `${res.status} from the setup page`);
      check(sessionCookiesSet(res).length === 0, "a session cookie from the setup page");
      check(res.status !== 302 && res.status !== 202, `setup accepted`);
      const verdict = await readPage(res, s.target as "document" | "data");
      check(verdict.kind !== "two-factor", "setup answered a code step");
      // Another site's request is refused (403), and only such a request.
      check(
        (res.status === 403) === crossSite(shot.headers, setupServer),
        "the same-origin guard of /setup",
      );
      checkFrench(verdict.message);
      if (verdict.kind === "server") {
        return { status: res.status, outcome: verdict.message.slice(0, 60) };
      }
      if (res.status === 410) check(verdict.message === SETUP_LINK_INVALID, "410 without its text");
      return { status: res.status, outcome: verdict.message.slice(0, 60) };
    },
  );
}

/**
 * One fuzz at a time per server, the two servers side by side: each server
 * is one Node process, so two keep both cores of a small machine busy.
 */
const inLane = fuzzLanes<"main" | "setup">();

// ── The tests ─────────────────────────────────────────────────────────────────

// The sign-up and sign-out fuzz runs on the server without an administrator (beside /setup).
const LANE: Record<ApiEndpoint, "main" | "setup"> = {
  "sign-up": "setup",
  "sign-in": "main",
  "sign-out": "setup",
  "verify-totp": "main",
  "verify-backup-code": "main",
};
/** How many fuzz tests queue in each lane: the API's, plus the page's (main) and /setup's. */
const laneRuns = (lane: "main" | "setup") =>
  1 + Object.values(LANE).filter((l) => l === lane).length;
/**
 * A test's clock starts when the describe starts them all, so it also runs
 * while the test waits for the ones before it in its lane: each is given its
 * lane's whole budget, or the last in a lane fails on a slow machine though
 * its own fuzz was in time.
 */
const laneTimeout = (lane: "main" | "setup") => FUZZ_BUDGET * laneRuns(lane);

/** A fraction of the inputs sent: the generators' mix is fixed, the count is FUZZ_RUNS. */
const share = (fraction: number) => Math.floor(RUNS * fraction);

describe.concurrent(`auth endpoints, ${RUNS} generated inputs each`, () => {
  test(
    "POST /auth (sign-in page, both steps): no 5xx, every refusal in French, no session",
    async () => {
      const tally = await inLane("main", async () => {
        // A few pending two-factor sign-ins to start with; the fuzz adds its own.
        for (let i = 0; i < 3; i++) {
          const res = await fetch(`${server.url}${API_PATHS["sign-in"]}`, {
            method: "POST",
            headers: { "content-type": "application/json", origin: server.url },
            body: JSON.stringify(totpAdmin),
          });
          expect(await res.json()).toMatchObject({ twoFactorRedirect: true });
          expect(sessionCookiesSet(res)).toEqual([]);
          keepTwoFactorCookie(res);
        }
        expect(twoFactorCookies).toHaveLength(3);
        return fuzzPage();
      });
      console.log("page", `seed ${SEED}`, tally);
      tallies.page = tally;
      expect(tally.requests).toBe(RUNS);
      // The near-valid inputs reach the password check and the code check, not only the schema.
      expect(tally.outcomes["Email ou mot de passe incorrect"]).toBeGreaterThan(share(1 / 250));
      expect(tally.outcomes["two-factor step"]).toBeGreaterThan(0);
    },
    laneTimeout("main"),
  );

  test.each(Object.keys(LANE) as ApiEndpoint[])(
    "POST %s: no 5xx, every refusal a JSON error, no session",
    async (endpoint) => {
      const lane = LANE[endpoint];
      const tally = await inLane(lane, () =>
        fuzzApi(endpoint, lane === "main" ? server : setupServer),
      );
      console.log(endpoint, `seed ${SEED}`, tally);
      tallies[endpoint] = tally;
      expect(tally.requests).toBe(RUNS);
      if (endpoint === "sign-in") {
        expect(tally.outcomes.INVALID_EMAIL_OR_PASSWORD).toBeGreaterThan(share(1 / 250));
        expect(tally.outcomes["two-factor step"]).toBeGreaterThan(0);
      }
      if (endpoint === "sign-up") {
        expect(tally.outcomes["Les inscriptions sont fermées."]).toBeGreaterThan(share(1 / 50));
      }
    },
    // The longer lane: test.each gives every endpoint the same timeout.
    laneTimeout("main"),
  );

  test(
    "POST /setup (first administrator): no 5xx, every refusal in French, the link survives",
    async () => {
      const tally = await inLane("setup", async () => {
        const result = await fuzzSetup();
        // Refused inputs did not spend the one-time link: it still creates the first administrator.
        const page = await fetch(`${setupServer.url}/setup?token=${setupToken}`);
        expect(await page.text()).toContain("Créer l&#x27;administrateur");
        const done = await post(`${setupServer.url}/setup?token=${setupToken}`, "", {
          token: setupToken,
          ...FIRST_ADMIN,
        });
        expect(done.status).toBe(302);
        expect(done.headers.get("location")).toBe("/auth?setup=done");
        return result;
      });
      console.log("setup", `seed ${SEED}`, tally);
      tallies.setup = tally;
      expect(tally.requests).toBe(RUNS);
      expect(tally.statuses[410]).toBeGreaterThan(share(1 / 250));
    },
    laneTimeout("setup"),
  );
});

const FIRST_ADMIN = { email: "premier@example.com", password: "Un-Mot-De-Passe-Solide-42" };

test("afterwards: no account made or changed, no session but the final sign-in, and the administrators still sign in", async () => {
  expect(Object.keys(tallies).sort()).toEqual(["page", "setup", ...Object.keys(API_PATHS)].sort());

  // Wrong codes reached the code check, until the second factor locked.
  const count = (outcome: string) =>
    Object.values(tallies).reduce((n, t) => n + (t.outcomes[outcome] ?? 0), 0);
  expect(count("Code invalide") + count("INVALID_CODE")).toBeGreaterThan(0);
  expect(
    count("ACCOUNT_TEMPORARILY_LOCKED") +
      count("Trop de codes erronés : réessayez dans quelques minutes"),
  ).toBeGreaterThan(0);

  // The password-only administrator signs in with the right password.
  const cookie = await sessionCookie(server, admin);
  const back = await fetch(`${server.url}/admin`, { headers: { cookie }, redirect: "manual" });
  expect(back.status).toBe(200);

  // The two-factor administrator: the password leads to the code step. The fuzz's wrong codes
  // (ten in a row) locked the second factor for 15 minutes, better-auth's account lockout: even
  // the right code is refused, in French, and no session is made. (On a machine slow enough for
  // the lock to have run out since the last wrong codes, the right code signs in instead.)
  const step = await fetch(`${server.url}${API_PATHS["sign-in"]}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify(totpAdmin),
  });
  expect(await step.json()).toMatchObject({ twoFactorRedirect: true });
  const answeredAt = Date.now();
  const withCode = await post(`${server.url}/auth`, cookiesOf(step), {
    intent: "two-factor",
    code: nextCode(totpSecret),
  });
  const locked = withCode.status === 401;
  if (locked) {
    expect(sessionCookiesSet(withCode)).toEqual([]);
    expect(await withCode.text()).toContain(
      "Trop de codes erronés : réessayez dans quelques minutes",
    );
  } else {
    expect(withCode.status).toBe(302);
    expect(sessionCookiesSet(withCode)).toHaveLength(1);
  }

  await Promise.all([server.stop(), setupServer.stop()]);
  expect(await snapshot(server.dataDir)).toEqual(before);
  const handle = await openDatabase({ dataDir: server.dataDir });
  try {
    const rows = await handle.db.select().from(sessions);
    const [adminRow] = await handle.db.select().from(users).where(eq(users.email, admin.email));
    const [totpRow] = await handle.db.select().from(users).where(eq(users.email, totpAdmin.email));
    // Only the final sign-ins' sessions: the one whose token the cookie carries, and the
    // two-factor administrator's if the lock had run out.
    const adminSessions = rows.filter((r) => r.userId === adminRow!.id);
    expect(adminSessions).toHaveLength(1);
    expect(decodeURIComponent(cookie)).toContain(`session_token=${adminSessions[0]!.token}.`);
    expect(rows.filter((r) => r.userId === totpRow!.id)).toHaveLength(locked ? 0 : 1);
    expect(rows).toHaveLength(locked ? 1 : 2);
    const [factor] = await handle.db.select().from(twoFactors);
    if (locked) {
      expect(factor!.failedVerificationCount).toBeGreaterThanOrEqual(10);
      expect(factor!.lockedUntil!.getTime()).toBeGreaterThan(answeredAt);
    } else {
      expect(factor!.failedVerificationCount).toBe(0);
    }
  } finally {
    await handle.close();
  }

  // The setup server: the only account is the one the link created at the end (sign-up refused).
  const first = await openDatabase({ dataDir: setupServer.dataDir });
  try {
    const rows = await first.db.select().from(users);
    expect(rows.map((u) => u.email)).toEqual([FIRST_ADMIN.email]);
    const roles = await first.db.select().from(userRoles);
    expect(roles.map((r) => [r.userId, r.role])).toEqual([[rows[0]!.id, "admin"]]);
    expect(await first.db.select().from(sessions)).toEqual([]);
  } finally {
    await first.close();
  }
}, 120_000);
