import crypto from "node:crypto";
import http from "node:http";
import fc from "fast-check";
import { afterAll, beforeAll, expect, test } from "vitest";
import { adminCredentials, createAdminUser, sessionCookie } from "../support/admin";
import { ROUTE_PATHS, ROUTE_PATTERNS } from "../support/routes";
import { FUZZ_RUNS, FUZZ_SEED, announceFuzz } from "../support/fuzz";
import { startTestServer, tempDataDir, type TestServer } from "../support/server";

/**
 * Generated hostile input outside form bodies, on every route of
 * app/routes.ts, anonymous and signed in as an administrator: cookies,
 * Accept-Language, Host, X-Forwarded-*, query strings (every list filter,
 * ?lang=, pagination, export options, tokens) and path segments. Never a
 * 5xx, never an error in the log, and the server still healthy afterwards.
 * The surface is the request outside its body: FUZZ_RUNS inputs in all,
 * shared evenly by the kinds and the two visitors.
 */
const WORKERS = 4;
const SEED = FUZZ_SEED;
announceFuzz("hostile-requests");

let server: TestServer;
let adminCookie = "";
const agent = new http.Agent({ keepAlive: true, maxSockets: WORKERS });

beforeAll(async () => {
  const dataDir = tempDataDir();
  const admin = await createAdminUser(dataDir, adminCredentials("hostile"));
  // Behind a trusted proxy, so X-Forwarded-* headers are actually read.
  server = await startTestServer({
    dataDir,
    env: { BETTER_AUTH_SECRET: crypto.randomBytes(32).toString("hex"), TRUST_PROXY: "loopback" },
  });
  adminCookie = await sessionCookie(server, admin);
}, 180_000);
afterAll(async () => {
  agent.destroy();
  await server?.stop();
});

// ── Generators ────────────────────────────────────────────────────────────────

/** What an HTTP header value may carry on the wire: tab, visible ASCII, Latin-1 bytes. */
const headerText = (maxLength = 120) =>
  fc.string({
    unit: fc
      .oneof(
        { weight: 8, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) },
        { weight: 1, arbitrary: fc.integer({ min: 0x80, max: 0xff }) },
        { weight: 1, arbitrary: fc.constant(0x09) },
      )
      .map((c) => String.fromCharCode(c)),
    maxLength,
  });

const nasty = fc.constantFrom(
  "%E0%A4%A",
  "%",
  "%zz",
  "%00",
  "%C0%AF",
  "..%2f..%2fetc%2fpasswd",
  "<script>alert(1)</script>",
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  "0000-01-01",
  "0000-00-00T00:00:00Z",
  "2026-02-30",
  "9999-12-31T23:59:59+99:99",
  "-1",
  "1e309",
  "99999999999999999999",
  "NaN",
  "__proto__",
  "constructor",
  "[object Object]",
  "\u202Eevil",
  "😀",
  "a".repeat(5000),
);

/** A query or path value: unicode and binary strings, hostile constants, near-valid values. */
const value = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 3, arbitrary: nasty },
  {
    weight: 2,
    arbitrary: fc.constantFrom("fr", "ar", "1", "2", "100001", "recent", "pending", ";", ","),
  },
  {
    weight: 1,
    arbitrary: fc
      .date({ min: new Date("0001-01-01"), max: new Date("9999-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString()),
  },
);

/** Every query parameter a route reads, and a few it does not. */
const QUERY_NAMES = [
  "q",
  "status",
  "from",
  "to",
  "sort",
  "page",
  "semaine",
  "lang",
  "sep",
  "since",
  "token",
  "setup",
  "_routes",
  "index",
  "redirectTo",
  "utm_source",
];

/** Percent-escapes inserted as is, unencoded: URLSearchParams would make them valid. */
const rawEscape = fc.constantFrom(
  "%",
  "%E0%A4%A",
  "%zz",
  "%00",
  "%2e%2e",
  "%FF%FE",
  "+",
  "&&",
  "=",
);

const query = fc
  .tuple(
    fc.array(fc.tuple(fc.constantFrom(...QUERY_NAMES), value), { minLength: 1, maxLength: 6 }),
    fc.option(rawEscape, { nil: undefined }),
  )
  .map(([pairs, escape]) => {
    const text = new URLSearchParams(pairs).toString();
    return escape ? `${text}&${escape}=${escape}` : text;
  });

/** A path segment: encoded generated text, or raw escapes and dot segments. */
const segment = fc.oneof(
  { weight: 3, arbitrary: value.map((v) => encodeURIComponent(v)) },
  { weight: 2, arbitrary: rawEscape },
  { weight: 1, arbitrary: fc.constantFrom("..", ".", "%2e%2e", "%2F", "~", "*", ";x", ".data") },
);

/** Route patterns with their parameters replaced by a generated segment (and one appended). */
const hostilePath = fc
  .tuple(fc.constantFrom(...ROUTE_PATTERNS), segment, fc.boolean())
  .map(([pattern, seg, append]) => {
    const filled = pattern.replace(/:\w+|\*$/g, seg);
    return append || filled === pattern ? `${filled.replace(/\/$/, "")}/${seg}` : filled;
  });

const languageRange = fc.oneof(
  headerText(),
  fc
    .array(
      fc.tuple(
        fc.constantFrom("ar", "fr", "en", "*", "ar-TN", "x-klingon", "", "fr;q=x", "q=1"),
        fc.oneof(
          fc.constant(""),
          fc.double().map((q) => `;q=${q}`),
        ),
      ),
      { maxLength: 8 },
    )
    .map((parts) => parts.map(([tag, q]) => tag + q).join(",")),
);

const cookieHeader = fc.oneof(
  headerText(300),
  fc
    .array(
      fc.tuple(
        fc.constantFrom(
          "language",
          "theme",
          "cookieConsent",
          "better-auth.session_token",
          "__Secure-better-auth.session_token",
          "better-auth.two_factor",
          "",
        ),
        fc.oneof(
          headerText(60),
          rawEscape,
          nasty.filter((v) => v.length < 200 && !/[^\x20-\xff]/.test(v)),
        ),
      ),
      { maxLength: 6 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join("; ")),
);

const hostHeader = fc.oneof(
  headerText(80),
  fc.constantFrom(
    "",
    "evil.example",
    "127.0.0.1:99999",
    "[::1",
    "a:b:c",
    "localhost:-1",
    "xn--80ak6aa92e.com",
    "host with spaces",
    "%00",
    "127.0.0.1:3000/../x",
  ),
);

const forwarded = fc.record(
  {
    "x-forwarded-for": fc.oneof(
      headerText(),
      fc.array(fc.ipV4(), { maxLength: 4 }).map((a) => a.join(", ")),
      fc.constantFrom("unknown", ",,,", "::ffff:1.2.3.4", "[::1]:80", "1.2.3.4, garbage"),
    ),
    "x-forwarded-proto": fc.oneof(
      headerText(20),
      fc.constantFrom("https", "http", "ftp", "javascript", "https, http", ""),
    ),
    "x-forwarded-host": fc.oneof(headerText(60), hostHeader),
    "x-forwarded-port": fc.oneof(headerText(10), fc.constantFrom("0", "65536", "-1", "443")),
  },
  { requiredKeys: [] },
);

// ── Requests ──────────────────────────────────────────────────────────────────

interface Probe {
  path: string;
  headers: Record<string, string>;
}

function send(probe: Probe): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: server.port,
        agent,
        method: "GET",
        path: probe.path,
        headers: { "accept-encoding": "identity", ...probe.headers },
        // The generated values are sent as bytes: Latin-1 is what HTTP headers carry.
        insecureHTTPParser: true,
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode!));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const byKind: Record<string, fc.Arbitrary<(signedIn: boolean) => Probe>> = {
  cookie: fc
    .tuple(fc.constantFrom(...ROUTE_PATHS), cookieHeader)
    .map(([path, cookie]) => (signedIn) => ({
      path,
      headers: { cookie: signedIn ? `${cookie}; ${adminCookie}` : cookie },
    })),
  "accept-language": fc
    .tuple(fc.constantFrom(...ROUTE_PATHS), languageRange)
    .map(([path, lang]) => () => ({ path, headers: { "accept-language": lang } })),
  host: fc
    .tuple(fc.constantFrom(...ROUTE_PATHS), hostHeader)
    .map(([path, host]) => () => ({ path, headers: { host } })),
  "x-forwarded": fc
    .tuple(fc.constantFrom(...ROUTE_PATHS), forwarded)
    .map(([path, headers]) => () => ({ path, headers })),
  query: fc
    .tuple(
      fc.constantFrom(
        ...ROUTE_PATHS,
        "/admin/orders",
        "/admin/appointments",
        "/admin/agenda",
        "/admin/events",
      ),
      query,
    )
    .map(([path, q]) => () => ({ path: `${path}?${q}`, headers: {} })),
  path: hostilePath.map((path) => () => ({ path, headers: {} })),
};

test(`${FUZZ_RUNS} generated inputs shared by kind and visitor, on every route: no 5xx, no error logged, server healthy`, async () => {
  const visitors = [false, true];
  const runs = Math.ceil(FUZZ_RUNS / (Object.keys(byKind).length * visitors.length));
  const sent: Record<string, number> = {};
  const failures: string[] = [];
  const probes: { kind: string; probe: Probe }[] = [];
  for (const [kind, arbitrary] of Object.entries(byKind)) {
    const makers = fc.sample(arbitrary, { numRuns: runs, seed: SEED });
    for (const signedIn of visitors) {
      for (const make of makers) {
        const probe = make(signedIn);
        if (signedIn && kind !== "cookie") {
          probe.headers.cookie = adminCookie;
        }
        probes.push({ kind, probe });
      }
    }
  }
  const queue = [...probes];
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const status = await send(next.probe);
        sent[next.kind] = (sent[next.kind] ?? 0) + 1;
        if (status >= 500) {
          failures.push(`${status} ${next.kind} ${JSON.stringify(next.probe).slice(0, 400)}`);
        }
      }
    }),
  );
  console.log(`hostile requests (seed ${SEED}): inputs sent per kind`, sent);
  expect(failures, `seed ${SEED}`).toEqual([]);
  const errors = server
    .logs()
    .split("\n")
    .filter((line) => /"level":(5|6)0/.test(line));
  expect(
    errors.map((l) => l.slice(0, 400)),
    `seed ${SEED}`,
  ).toEqual([]);

  const health = await fetch(`${server.url}/healthz`);
  expect(health.status).toBe(200);
  const home = await fetch(`${server.url}/`);
  expect(home.status).toBe(200);
  expect(await home.text()).toContain("DigiSolutions");
}, 300_000);

test("a control character in any route parameter never reaches a query: no 5xx, signed in or not", async () => {
  const paths = ROUTE_PATTERNS.filter((pattern) => pattern.includes(":")).map((pattern) =>
    pattern.replace(/:(\w+)\??/g, "%00").replace(/\/\*$/, "/%00"),
  );
  expect(paths).toContain("/admin/articles/%00");
  expect(paths).toContain("/admin/products/%00");
  const failures: string[] = [];
  for (const path of paths) {
    for (const cookie of ["", adminCookie]) {
      const status = await send({ path, headers: cookie ? { cookie } : {} });
      if (status >= 500) failures.push(`${status} ${path} ${cookie ? "signed in" : "anonymous"}`);
    }
  }
  expect(failures).toEqual([]);
  expect(server.logs()).not.toMatch(/"level":(5|6)0/);
});
